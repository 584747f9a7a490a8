// Every kind of product the shop can draw, by the name image keys carry ("phone-12-1"), and the parcel drawn for
// a key that names none.
import * as automotive from './automotive';
import * as beauty from './beauty';
import * as electronics from './electronics';
import * as fashion from './fashion';
import * as home from './home';
import * as kitchen from './kitchen';
import { circle, type Drawing, oneOf, rect, repeat, shape, stroke } from './shapes';
import * as sports from './sports';
import * as toys from './toys';

const book: Drawing = (p) =>
  rect(30, 12, 44, 76, '#f4efe2', 2) +
  rect(26, 10, 44, 76, p.main, 2) +
  rect(26, 10, 7, 76, p.dark, 2) +
  rect(40, 24, 24, 4, p.light, 1) +
  rect(40, 31, 16, 3, p.light, 1) +
  oneOf(p.detail, [
    circle(52, 56, 9, p.accent),
    shape('M52 44 L62 56 L52 68 L42 56 Z', p.accent),
    repeat(3, (i) => rect(40, 48 + i * 7, 24, 3, p.accent, 1)),
    shape('M40 70 L50 50 L56 60 L60 54 L66 70 Z', p.accent),
  ]) +
  rect(40, 76, 14, 2, p.light, 1);

const parcel: Drawing = (p) =>
  shape('M14 36 L50 22 L86 36 L50 50 Z', p.light) +
  shape('M14 36 L50 50 V88 L14 74 Z', p.main) +
  shape('M50 50 L86 36 V74 L50 88 Z', p.dark) +
  shape('M30 30 L66 44 V56 L60 58 V46 L24 32 Z', p.accent) +
  stroke('M20 66 L30 70', p.light, 1.5);

const drawings = {
  phone: electronics.phone,
  phonecase: electronics.phoneCase,
  protector: electronics.screenProtector,
  holder: electronics.phoneHolder,
  charger: electronics.charger,
  cable: electronics.cable,
  powerbank: electronics.powerBank,
  laptop: electronics.laptop,
  headphones: electronics.headphones,
  earbuds: electronics.earbuds,
  speaker: electronics.speaker,
  soundbar: electronics.soundbar,
  camera: electronics.camera,
  watch: electronics.watch,
  tshirt: fashion.tShirt,
  hoodie: fashion.hoodie,
  jacket: fashion.jacket,
  shorts: fashion.shorts,
  dishdasha: fashion.dishdasha,
  abaya: fashion.abaya,
  dress: fashion.dress,
  sneaker: fashion.sneaker,
  loafer: fashion.loafer,
  sandal: fashion.sandal,
  handbag: fashion.handbag,
  sunglasses: fashion.sunglasses,
  belt: fashion.belt,
  wallet: fashion.wallet,
  sofa: home.sofa,
  table: home.coffeeTable,
  tvunit: home.tvUnit,
  nightstand: home.nightstand,
  bed: home.bed,
  pillow: home.pillow,
  mirror: home.mirror,
  candle: home.candle,
  vase: home.vase,
  plant: home.plant,
  hose: home.hose,
  shears: home.shears,
  trimmer: home.trimmer,
  lamp: home.floorLamp,
  bulb: home.bulb,
  lantern: home.lantern,
  dumbbell: sports.dumbbell,
  kettlebell: sports.kettlebell,
  weightplate: sports.weightPlate,
  yogamat: sports.yogaMat,
  yogablock: sports.yogaBlock,
  bands: sports.resistanceBands,
  football: sports.football,
  gloves: sports.goalkeeperGloves,
  shinguard: sports.shinGuard,
  bike: sports.bike,
  book,
  perfume: beauty.perfume,
  dropper: beauty.dropper,
  tube: beauty.tube,
  jar: beauty.jar,
  lipstick: beauty.lipstick,
  eyeshadow: beauty.eyeshadow,
  mascara: beauty.mascara,
  hairdryer: beauty.hairDryer,
  straightener: beauty.straightener,
  mabkhara: beauty.incenseBurner,
  puzzle: toys.puzzle,
  flask: toys.flask,
  globe: toys.globe,
  doll: toys.doll,
  dollhouse: toys.dollHouse,
  bricks: toys.bricks,
  toycar: toys.toyCar,
  pool: toys.inflatablePool,
  slide: toys.slide,
  watergun: toys.waterGun,
  seatcover: automotive.seatCover,
  sunshade: automotive.sunshade,
  floormat: automotive.floorMat,
  wiper: automotive.wiperBlade,
  spray: automotive.sprayBottle,
  towels: automotive.towels,
  dashcam: automotive.dashCam,
  inflator: automotive.tyreInflator,
  stereo: automotive.carStereo,
  tyre: automotive.tyre,
  car: automotive.car,
  pan: kitchen.fryingPan,
  pot: kitchen.cookingPot,
  tray: kitchen.bakingTray,
  muffin: kitchen.muffinMould,
  espresso: kitchen.espressoMachine,
  dallah: kitchen.coffeePot,
  handblender: kitchen.handBlender,
  blender: kitchen.blender,
  plates: kitchen.plates,
  cups: kitchen.coffeeCups,
  container: kitchen.foodContainer,
  spicerack: kitchen.spiceRack,
  basket: kitchen.basket,
  mop: kitchen.spinMop,
} satisfies Record<string, Drawing>;

export type ArtKind = keyof typeof drawings;

export const artKinds = Object.keys(drawings) as ArtKind[];

export const isArtKind = (name: string): name is ArtKind => Object.hasOwn(drawings, name);

/** The drawing of a kind, or the parcel for a name that is none. */
export const drawingOf = (name: string): Drawing => (isArtKind(name) ? drawings[name] : parcel);
