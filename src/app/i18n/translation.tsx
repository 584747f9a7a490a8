import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

export interface Translation {
  /** The shown language's texts. */
  t: TFunction;
  i18n: I18n;
}

const TranslationContext = createContext<Translation | null>(null);

/**
 * Gives every screen the shown language's `t`, in place of react-i18next's hook. That hook subscribed each of the
 * hundred-odd components using it to i18next and made each a wrapper of the i18next instance (its own properties
 * copied) as it mounted, and every `t` call read the key's path through i18next's resolution again: together
 * about a tenth of the script a home ran as it hydrated, and half a millisecond of a tap on a product page. Here
 * the components read one context, which changes with the language and with i18next's store (the late part of a
 * locale arriving, so texts shown before it are read again), and a text without options is looked up once, from the
 * store itself where i18next would give it back as it is; one filled in with plain values is filled in once.
 */
export function TranslationProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const [shown, setShown] = useState(() => ({ language: i18n.language, revision: 0 }));
  useEffect(() => {
    const follow = (language: string) =>
      setShown((last) => (last.language === language ? last : { language, revision: last.revision }));
    const reread = () => setShown((last) => ({ language: last.language, revision: last.revision + 1 }));
    i18n.on('languageChanged', follow);
    i18n.store?.on('added', reread);
    i18n.store?.on('removed', reread);
    // A change between the first render and this effect.
    follow(i18n.language);
    return () => {
      i18n.off('languageChanged', follow);
      i18n.store?.off('added', reread);
      i18n.store?.off('removed', reread);
    };
  }, [i18n]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision is new texts in the same language.
  const value = useMemo(() => {
    const fixed = i18n.getFixedT(shown.language);
    const language = i18n.resolvedLanguage ?? shown.language;
    const namespace = typeof i18n.options.defaultNS === 'string' ? i18n.options.defaultNS : 'translation';
    const texts = new Map<string, string>();
    const filledTexts = new Map<string, ReturnType<TFunction>>();
    const t = ((key: string | string[], options?: unknown) => {
      if (typeof key !== 'string') return fixed(key as unknown as string, options as never);
      if (options !== undefined) {
        const id = filledId(key, options);
        if (id === null) return fixed(key, options as never);
        let filled = filledTexts.get(id);
        if (filled === undefined) {
          filled = fixed(key, options as never);
          if (filledTexts.size >= FILLED_TEXTS_KEPT) filledTexts.clear();
          filledTexts.set(id, filled);
        }
        return filled;
      }
      let text = texts.get(key);
      if (text === undefined) {
        text = plainText(i18n.getResource(language, namespace, key)) ?? String(fixed(key));
        texts.set(key, text);
      }
      return text;
    }) as TFunction;
    return { t, i18n };
  }, [i18n, shown.language, shown.revision]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** How many filled-in texts a language keeps: a shop shows a few hundred; past this the keeping starts again. */
const FILLED_TEXTS_KEPT = 500;

const PLAIN_VALUE_TYPES = new Set(['string', 'number', 'boolean', 'undefined']);

/**
 * What names a text filled in with `options`, when each option is a plain value (a count, a name, a price), so the
 * same text with the same values is the same string: i18next's interpolation and plural rules ran on every render
 * of it, a tenth of a variant tap's script on a slow phone. Null for anything else (an object, a function), which
 * i18next resolves each time.
 */
function filledId(key: string, options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  for (const value of Object.values(options)) {
    if (value !== null && !PLAIN_VALUE_TYPES.has(typeof value)) return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * A stored text that i18next would give back as it is: a string with nothing to fill in (`{{…}}`) or to nest
 * (`$t(…)`). Read straight from the store, a text costs a lookup instead of i18next's whole resolution; anything
 * else (a missing key, an object, a text with either) goes through i18next.
 */
function plainText(stored: unknown): string | undefined {
  return typeof stored === 'string' && !stored.includes('{{') && !stored.includes('$t(') ? stored : undefined;
}

/** The shown language's `t` and the i18next instance, from the nearest TranslationProvider. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation is used outside a TranslationProvider');
  return translation;
}
