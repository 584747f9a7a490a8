/**
 * The script a server-rendered cart page carries inside its saved-cart slot (server/render/template.ts). The parser
 * runs it as it reaches the slot, so the lines as this device last drew them are in the page before its first
 * paint: as part of the boot script, which runs once the whole page is parsed, they sometimes came a paint later,
 * after a glimpse of the loading line. It takes itself out of the slot first, so an empty slot stays empty.
 */
import { showSavedCart } from './savedCart';

document.currentScript?.remove();
showSavedCart();
