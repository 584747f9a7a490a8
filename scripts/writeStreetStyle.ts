/**
 * `npm run map:style -- --tiles <archive URL> --assets <assets URL> --lang ar|en [--flavor light] > style-ar.json`:
 * prints the street map's style (scripts/streetStyle.ts) for the operator to put on their storage beside the
 * archive and name in MAP_STYLE_URL (docs/DEPLOY.md "A street map").
 */
import { parseArgs } from 'node:util';
import { streetStyle } from './streetStyle';

const { values } = parseArgs({
  options: {
    tiles: { type: 'string' },
    assets: { type: 'string' },
    lang: { type: 'string', default: 'ar' },
    flavor: { type: 'string', default: 'light' },
  },
});
const isHttp = (text: string | undefined): text is string => !!text && /^https?:\/\//.test(text);
if (!isHttp(values.tiles) || !isHttp(values.assets) || (values.lang !== 'ar' && values.lang !== 'en')) {
  console.error(
    'usage: npm run map:style -- --tiles https://… --assets https://… --lang ar|en [--flavor light]',
  );
  process.exit(2);
}
const style = streetStyle({
  tiles: values.tiles,
  assets: values.assets,
  lang: values.lang,
  flavor: values.flavor,
});
process.stdout.write(`${JSON.stringify(style, null, 2)}\n`);
