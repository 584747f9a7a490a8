-- The catalogue and home content of SPEC §3. Money is numeric(12,3): Kuwaiti dinar has three decimals (fils).

CREATE TABLE categories (
  id integer PRIMARY KEY,
  name text NOT NULL,
  name_en text NOT NULL,
  image text,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  parent_id integer REFERENCES categories (id),
  sort integer NOT NULL DEFAULT 0,
  show_in_home boolean NOT NULL DEFAULT false,
  CHECK ((level = 1) = (parent_id IS NULL))
);
CREATE INDEX categories_parent_idx ON categories (parent_id);

CREATE TABLE products (
  id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES categories (id),
  name text NOT NULL,
  name_en text NOT NULL,
  price numeric(12, 3) NOT NULL CHECK (price >= 0),
  old_price numeric(12, 3) CHECK (old_price >= 0),
  image text NOT NULL,
  description text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  description_sale text NOT NULL DEFAULT '',
  quantity integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  default_code text NOT NULL,
  barcode text NOT NULL DEFAULT '0',
  sub_location text NOT NULL DEFAULT '',
  odoo_id integer NOT NULL,
  weight numeric(8, 3) NOT NULL CHECK (weight >= 0),
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX products_category_idx ON products (category_id);

CREATE TABLE product_variants (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name text NOT NULL,
  display_name text NOT NULL,
  color text,
  size text,
  price_extra numeric(12, 3) NOT NULL DEFAULT 0,
  stock_quantity integer NOT NULL DEFAULT 0 CHECK (stock_quantity >= 0),
  is_available boolean NOT NULL DEFAULT true,
  sku text NOT NULL,
  image text,
  odoo_id integer NOT NULL,
  attributes jsonb NOT NULL DEFAULT '[]'::jsonb,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX product_variants_product_idx ON product_variants (product_id);

CREATE TABLE product_images (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  image_url text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX product_images_product_idx ON product_images (product_id);

CREATE TABLE banners (
  id integer PRIMARY KEY,
  image text NOT NULL,
  banner_type text NOT NULL CHECK (banner_type IN ('main_banner', 'offer_banner', 'section_banner')),
  link text,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE sections (
  id integer PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('banners', 'categories', 'featured_categories', 'arrivals')),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE featured_categories (
  category_id integer PRIMARY KEY REFERENCES categories (id) ON DELETE CASCADE,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE arrivals (
  category_id integer PRIMARY KEY REFERENCES categories (id) ON DELETE CASCADE,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE reels (
  id integer PRIMARY KEY,
  video_url text NOT NULL,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  title text NOT NULL,
  title_en text NOT NULL,
  description text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  poster text,
  sort integer NOT NULL DEFAULT 0
);

-- Codes are stored upper-case so the lookup can be case-insensitive through an index.
CREATE TABLE promo_codes (
  code text PRIMARY KEY CHECK (code = upper(code)),
  discount integer NOT NULL CHECK (discount BETWEEN 1 AND 100),
  expires_at timestamptz,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE delivery_rates (
  id integer PRIMARY KEY,
  country text NOT NULL,
  delivery_weight_range_start numeric(10, 3) NOT NULL CHECK (delivery_weight_range_start >= 0),
  delivery_weight_range_end numeric(10, 3),
  per_kg_price numeric(12, 3) NOT NULL CHECK (per_kg_price >= 0),
  free_after numeric(12, 3) NOT NULL DEFAULT 0 CHECK (free_after >= 0)
);
