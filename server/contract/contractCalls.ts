// The shop's API contract, one row a call: what the shop asks of a backend (SPEC §7, and the calls beyond it that
// docs/API.md lists), with the zod schemas the reference server checks requests with and the sync worker reads
// answers with. docs/openapi.json and GET /api/openapi.json are made from this table (openApiDocument.ts), and
// `npm run conformance` walks a backend through it, so the document cannot drift from the code.
//
// To add a call: one row here, with its answer schema from src/domain/schemas and its request schema from the
// route that serves it; then `npm run openapi:docs`. A route of the reference server that the shop never calls
// goes to beyondTheContract.ts instead. tests/server/contract/contractCalls.test.ts names whichever is missing.
import { z } from 'zod';
import {
  AddressDeleteResponseSchema,
  AddressGetResponseSchema,
  AddressListResponseSchema,
  AddressSaveResponseSchema,
  ArrivalsResponseSchema,
  BannersResponseSchema,
  CatalogueChangesResponseSchema,
  CategoryProductsResponseSchema,
  CategoryTreeResponseSchema,
  CustomerLogDeleteResponseSchema,
  CustomerLogPullResponseSchema,
  CustomerLogPushResponseSchema,
  DeliveryChargesResponseSchema,
  DeliveryTimesResponseSchema,
  EventAcceptedResponseSchema,
  FeaturedCategoriesResponseSchema,
  GeocodeResponseSchema,
  HasVariantsResponseSchema,
  HomeCategoriesResponseSchema,
  LogoutResponseSchema,
  OrderCancelResponseSchema,
  OrderDetailResponseSchema,
  OrderStoreResponseSchema,
  OrdersListResponseSchema,
  PaymentInitiateResponseSchema,
  PaymentStatusResponseSchema,
  ProductByIdResponseSchema,
  PromoValidationResponseSchema,
  ReelsResponseSchema,
  SearchResponseSchema,
  SectionsResponseSchema,
  SendOtpResponseSchema,
  SubTwoCategoriesResponseSchema,
  UpdateNameResponseSchema,
  VerifyOtpResponseSchema,
} from '../../src/domain/schemas';
import { addressPayload } from '../addresses/address-payload';
import { pushBody } from '../customer-log/pushed-events';
import { idParam, promoCodeParam, searchQuery } from '../http/params';
import { orderStoreBody } from '../orders/order-payload';
import { changesQuery } from '../routes/catalogue-changes';
import { limitParam, seqParam } from '../routes/customer-log';
import { eventBody } from '../routes/events';
import { latitude, longitude } from '../routes/geocode';
import { sendOtpBody, updateNameBody, verifyOtpBody } from '../routes/login';
import { initiateBody } from '../routes/payments';

/**
 * `required`: a call of SPEC §7 the shop asks; without it a screen cannot work. `optional`: a call beyond SPEC §7
 * (docs/API.md "Calls beyond SPEC §7"); a 404, 405 or 501 tells the shop it is not offered, and `without` says what
 * the shop does then. `unasked`: SPEC §7 lists it, but the shop does not ask it today.
 */
export type Need = 'required' | 'optional' | 'unasked';

/** Who may call: anyone, a logged-in customer (a bearer token from verify-otp), or anyone, tied to the customer when a token is sent. */
export type Caller = 'anyone' | 'customer' | 'anyoneOrCustomer';

/** A query parameter or an optional field that is beyond SPEC §7 although its call is not. */
export type OptionalPart = { name: string; without: string };

export type ContractCall = {
  method: 'get' | 'post' | 'delete';
  /** Under the API base (the shop's VITE_API_BASE, /api on the reference server), path parameters in braces. */
  path: string;
  operationId: string;
  summary: string;
  need: Need;
  /** What the shop does when the backend lacks the call (every call but a required one). */
  without?: string;
  caller: Caller;
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The header the call carries so a retry has one effect (docs/API.md "Idempotency-Key"). */
  idempotencyKey?: 'required' | 'honoured';
  answer: z.ZodType;
  /** The status of a successful answer when it is not 200. */
  answerStatus?: 201;
  /** Not JSON: the log's stream of server-sent events. */
  answerType?: 'text/event-stream';
  optionalParts?: OptionalPart[];
};

/** Bumped when a change to this table would break a backend built to the previous one. */
export const contractVersion = '1.0.0';

const id = z.object({ id: idParam });

export const contractCalls: ContractCall[] = [
  // Catalogue and content (SPEC §7)
  {
    method: 'get',
    path: '/getBanners',
    operationId: 'getBanners',
    summary: "The home's banners",
    need: 'required',
    caller: 'anyone',
    answer: BannersResponseSchema,
  },
  {
    method: 'get',
    path: '/get-featured-categories',
    operationId: 'getFeaturedCategories',
    summary: "The home's featured categories",
    need: 'required',
    caller: 'anyone',
    answer: FeaturedCategoriesResponseSchema,
  },
  {
    method: 'get',
    path: '/getProductById/{id}',
    operationId: 'getProductById',
    summary: 'A product with its variant system and pictures',
    need: 'required',
    caller: 'anyone',
    pathParams: id,
    answer: ProductByIdResponseSchema,
    optionalParts: [
      {
        name: 'variant_options of a product',
        without: "a category's and a search's lists offer no size or colour filter",
      },
    ],
  },
  {
    method: 'get',
    path: '/hasVariants/{id}',
    operationId: 'hasVariants',
    summary: "A product's variant count and stock: the check before a quick add",
    need: 'required',
    caller: 'anyone',
    pathParams: id,
    answer: HasVariantsResponseSchema,
  },
  {
    method: 'get',
    path: '/getProductName',
    operationId: 'getProductName',
    summary: 'Text search of the products',
    need: 'required',
    caller: 'anyone',
    query: z.object({ name: searchQuery }),
    answer: SearchResponseSchema,
  },
  {
    method: 'get',
    path: '/getAllCatesWithSubWeb',
    operationId: 'getAllCatesWithSubWeb',
    summary: 'The category tree, children under `sub`',
    need: 'unasked',
    without: 'nothing: the shop reads the tree of /getAllCatesWithSub',
    caller: 'anyone',
    answer: CategoryTreeResponseSchema,
  },
  {
    method: 'get',
    path: '/getAllCatesWithSub',
    operationId: 'getAllCatesWithSub',
    summary: 'The category tree, children under `childrens`',
    need: 'required',
    caller: 'anyone',
    answer: CategoryTreeResponseSchema,
  },
  {
    method: 'get',
    path: '/getListSubTwoCategory',
    operationId: 'getListSubTwoCategory',
    summary: 'Every second-level category',
    need: 'unasked',
    without: 'nothing: the shop finds them in the category tree',
    caller: 'anyone',
    answer: SubTwoCategoriesResponseSchema,
  },
  {
    method: 'get',
    path: '/sections',
    operationId: 'getSections',
    summary: 'The order of the home blocks',
    need: 'unasked',
    without: 'nothing: the home keeps its own order of blocks',
    caller: 'anyone',
    answer: SectionsResponseSchema,
  },
  {
    method: 'get',
    path: '/category/{id}/products',
    operationId: 'getCategoryProducts',
    summary: 'A category, its subcategories and the products of it and its descendants',
    need: 'required',
    caller: 'anyone',
    pathParams: id,
    answer: CategoryProductsResponseSchema,
  },
  {
    method: 'get',
    path: '/get-reels',
    operationId: 'getReels',
    summary: 'The product videos',
    need: 'required',
    caller: 'anyone',
    answer: ReelsResponseSchema,
  },
  {
    method: 'get',
    path: '/getPromoValid/{code}',
    operationId: 'getPromoValid',
    summary: 'Whether a promo code is valid, and its discount',
    need: 'required',
    caller: 'anyone',
    pathParams: z.object({ code: promoCodeParam }),
    answer: PromoValidationResponseSchema,
  },
  {
    method: 'get',
    path: '/deliveryCharges_admin',
    operationId: 'getDeliveryCharges',
    summary: 'The delivery rates checkout reckons the fee with',
    need: 'required',
    caller: 'anyone',
    answer: DeliveryChargesResponseSchema,
  },
  // Catalogue and content beyond SPEC §7
  {
    method: 'get',
    path: '/getHomeCategories',
    operationId: 'getHomeCategories',
    summary: "The home's category strip",
    need: 'optional',
    without: 'the strip shows the top-level categories of /getAllCatesWithSub; no notice',
    caller: 'anyone',
    answer: HomeCategoriesResponseSchema,
  },
  {
    method: 'get',
    path: '/getArrivals',
    operationId: 'getArrivals',
    summary: "The home's product carousels: categories with their newest products",
    need: 'optional',
    without: 'the home shows banners, strip and featured grid without carousels; no notice',
    caller: 'anyone',
    answer: ArrivalsResponseSchema,
  },
  {
    method: 'get',
    path: '/catalogue/changes',
    operationId: 'getCatalogueChanges',
    summary: 'What changed in the catalogue since a version the device keeps',
    need: 'optional',
    without:
      'the device reads the tree once, then every top-level category with /category/{id}/products (SPEC §7 calls)',
    caller: 'anyone',
    query: changesQuery,
    answer: CatalogueChangesResponseSchema,
  },
  {
    method: 'get',
    path: '/geocode/reverse',
    operationId: 'reverseGeocode',
    summary: 'The address line of a point the shopper chose on the map',
    need: 'optional',
    without: 'the address form is simply not pre-filled; no error',
    caller: 'anyone',
    query: z.object({ lat: latitude, lng: longitude }),
    answer: GeocodeResponseSchema,
  },
  {
    method: 'get',
    path: '/delivery/estimates',
    operationId: 'getDeliveryEstimates',
    summary: 'How many business days delivery takes, per country and governorate',
    need: 'optional',
    without: "checkout, the thank-you page and the order promise the shop's own default delivery times",
    caller: 'anyone',
    answer: DeliveryTimesResponseSchema,
  },
  // Login (SPEC §7)
  {
    method: 'post',
    path: '/customer/send-otp',
    operationId: 'sendOtp',
    summary: 'Send a 4-digit login code to a phone',
    need: 'required',
    caller: 'anyone',
    body: sendOtpBody,
    answer: SendOtpResponseSchema,
  },
  {
    method: 'post',
    path: '/customer/verify-otp',
    operationId: 'verifyOtp',
    summary: "Check the code; a success carries the customer's bearer token",
    need: 'required',
    caller: 'anyone',
    body: verifyOtpBody,
    answer: VerifyOtpResponseSchema,
  },
  {
    method: 'post',
    path: '/customer/update-name',
    operationId: 'updateName',
    summary: "Change the customer's name",
    need: 'required',
    caller: 'customer',
    body: updateNameBody,
    idempotencyKey: 'honoured',
    answer: UpdateNameResponseSchema,
  },
  {
    method: 'post',
    path: '/customer/logout',
    operationId: 'logout',
    summary: 'End the session of the bearer token (Logout and Delete Account)',
    need: 'optional',
    without: 'the device forgets the token as before, with no warning that the session could not be ended',
    caller: 'customer',
    answer: LogoutResponseSchema,
  },
  // Addresses (SPEC §7)
  {
    method: 'post',
    path: '/address/store',
    operationId: 'storeAddress',
    summary: 'Save a new address',
    need: 'required',
    caller: 'customer',
    body: addressPayload,
    idempotencyKey: 'honoured',
    answer: AddressSaveResponseSchema,
    answerStatus: 201,
  },
  {
    method: 'post',
    path: '/address/{id}/update',
    operationId: 'updateAddress',
    summary: 'Replace every field of an address',
    need: 'required',
    caller: 'customer',
    pathParams: id,
    body: addressPayload,
    idempotencyKey: 'honoured',
    answer: AddressSaveResponseSchema,
  },
  {
    method: 'post',
    path: '/address/{id}/delete',
    operationId: 'deleteAddress',
    summary: 'Delete an address',
    need: 'required',
    caller: 'customer',
    pathParams: id,
    idempotencyKey: 'honoured',
    answer: AddressDeleteResponseSchema,
  },
  {
    method: 'get',
    path: '/address/{id}',
    operationId: 'getAddress',
    summary: 'One address, as a list of one',
    need: 'unasked',
    without: 'nothing: the shop reads addresses from /user/{userId}/addresses',
    caller: 'customer',
    pathParams: id,
    answer: AddressGetResponseSchema,
  },
  {
    method: 'get',
    path: '/user/{userId}/addresses',
    operationId: 'listAddresses',
    summary: "The customer's addresses",
    need: 'required',
    caller: 'customer',
    pathParams: z.object({ userId: idParam }),
    answer: AddressListResponseSchema,
  },
  // Payment and orders (SPEC §7)
  {
    method: 'post',
    path: '/payment/initiate',
    operationId: 'initiatePayment',
    summary: "Open a card payment: the provider's invoice and the page to pay it on",
    need: 'required',
    caller: 'customer',
    body: initiateBody,
    answer: PaymentInitiateResponseSchema,
    optionalParts: [
      {
        name: 'lines of a payment (held in stock)',
        without: 'nothing is held: a line sold out while the shopper pays is found when the order is stored',
      },
    ],
  },
  {
    method: 'get',
    path: '/payment/status',
    operationId: 'paymentStatus',
    summary: 'The status of a card payment, by the paymentId the shopper came back with',
    need: 'required',
    caller: 'customer',
    query: z.object({
      paymentId: z
        .string()
        .min(1)
        .optional()
        .describe("SPEC §7: the PaymentId the provider's return carries"),
      Key: z.string().min(1).optional().describe('Beyond SPEC §7: an invoice or payment id, with KeyType'),
      KeyType: z.enum(['InvoiceId', 'PaymentId']).optional(),
    }),
    answer: PaymentStatusResponseSchema,
    optionalParts: [
      {
        name: 'the status by invoice id (?Key=&KeyType=InvoiceId)',
        without:
          'a shopper who never came back from the payment page is told the payment could not be checked, with Try Again',
      },
    ],
  },
  {
    method: 'post',
    path: '/order/store',
    operationId: 'storeOrder',
    summary: 'Place an order (cash, or card with its paid invoice)',
    need: 'required',
    caller: 'customer',
    body: orderStoreBody,
    idempotencyKey: 'required',
    answer: OrderStoreResponseSchema,
    answerStatus: 201,
  },
  {
    method: 'get',
    path: '/order/{orderId}/{userId}',
    operationId: 'getOrder',
    summary: 'One order of the customer, as read back',
    need: 'required',
    caller: 'customer',
    pathParams: z.object({ orderId: idParam, userId: idParam }),
    answer: OrderDetailResponseSchema,
  },
  {
    method: 'get',
    path: '/user/{userId}/orders',
    operationId: 'listOrders',
    summary: "The customer's orders, newest first",
    need: 'optional',
    without:
      'the list shows the orders this device knows, each read again through /order/{orderId}/{userId}, with a note; an order is retried without the check for one stored before',
    caller: 'customer',
    pathParams: z.object({ userId: idParam }),
    answer: OrdersListResponseSchema,
  },
  {
    method: 'post',
    path: '/order/{orderId}/cancel',
    operationId: 'cancelOrder',
    summary: "The shopper's cancellation of an order the shop has not yet sent",
    need: 'optional',
    without: 'orders are never offered Cancel',
    caller: 'customer',
    pathParams: z.object({ orderId: idParam }),
    idempotencyKey: 'required',
    answer: OrderCancelResponseSchema,
  },
  // Analytics and the customer's log (beyond SPEC §7)
  {
    method: 'post',
    path: '/events',
    operationId: 'postEvent',
    summary: 'A report of the shop, such as the cart abandoned after 10 idle minutes',
    need: 'optional',
    without: 'the report is dropped and later ones are not sent',
    caller: 'anyoneOrCustomer',
    body: eventBody,
    idempotencyKey: 'honoured',
    answer: EventAcceptedResponseSchema,
  },
  {
    method: 'post',
    path: '/customer/log',
    operationId: 'pushCustomerLog',
    summary: "Store events of the customer's cart, favourites and selected address",
    need: 'optional',
    without: 'the cart, favourites and selected address stay on the device',
    caller: 'customer',
    body: pushBody,
    answer: CustomerLogPushResponseSchema,
  },
  {
    method: 'get',
    path: '/customer/log',
    operationId: 'pullCustomerLog',
    summary: "The customer's stored events after a checkpoint",
    need: 'optional',
    without: 'the cart, favourites and selected address stay on the device',
    caller: 'customer',
    query: z.object({ after: seqParam, limit: limitParam }),
    answer: CustomerLogPullResponseSchema,
  },
  {
    method: 'delete',
    path: '/customer/log',
    operationId: 'deleteCustomerLog',
    summary: "Delete every event of the customer's log (Delete Account)",
    need: 'optional',
    without: 'the cart, favourites and selected address stay on the device',
    caller: 'customer',
    answer: CustomerLogDeleteResponseSchema,
  },
  {
    method: 'get',
    path: '/customer/log/stream',
    operationId: 'followCustomerLog',
    summary: "The customer's events and order changes as they happen (server-sent events)",
    need: 'optional',
    without: "another device's change shows on the next pull instead of at once",
    caller: 'customer',
    query: z.object({ after: seqParam }),
    answer: z.string(),
    answerType: 'text/event-stream',
  },
];
