import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { mergeTranslations, type Translations } from './mergeTranslations';

type Part = () => Promise<{ default: Translations }>;

/**
 * Each language's locale comes in two parts, each its own chunk (a first visit fetches only the texts it shows, to
 * stay within the window's JS budget, docs/BUDGETS.md). The
 * first part (src/locales/ar.json) holds every text of the shell and of the screens a first visit lands on (home,
 * catalogue, product, cart, search); the late part (ar.late.json) the texts of every other screen (account,
 * addresses, orders, checkout, payment, reels, favourites), fetched once one of those is opened.
 */
const firstParts: Record<string, Part> = {
  ar: () => import('../../locales/ar.json'),
  en: () => import('../../locales/en.json'),
};
const lateParts: Record<string, Part> = {
  ar: () => import('../../locales/ar.late.json'),
  en: () => import('../../locales/en.late.json'),
};

const NAMESPACE = 'translation';

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Caches a load by language; a failed one is forgotten, so the next call fetches again. */
function keepUnlessFailed<T>(cache: Map<string, Promise<T>>, language: string, pending: Promise<T>) {
  cache.set(language, pending);
  pending.catch(() => {
    if (cache.get(language) === pending) cache.delete(language);
  });
}

/** One i18next instance's locales: which parts it holds, and whether it needs the late ones. */
class LocaleParts {
  /** Set once a screen needing the late part is loaded: from then on a language is read whole. */
  private wanted = false;
  private readonly late = new Map<string, Promise<Translations>>();
  private readonly completed = new Map<string, Promise<void>>();

  /**
   * Answers i18next in the callback form with `retry = true` on failure, because only that form makes i18next
   * retry (SPEC §9: up to 5 tries, 350 ms doubling), and a phone on a flaky network must not end up with raw keys
   * on screen. Whether the late part comes too is decided once the first part is in, in the step that hands it
   * to i18next: a language is stored either without it (and completed by `loadLate`) or whole, so a language
   * switch after a late screen was opened shows that screen's texts as soon as it shows the new language.
   */
  readonly backend: BackendModule = {
    type: 'backend',
    callbackApi: true,
    init() {},
    read: (language: string, _namespace: string, callback: ReadCallback) => {
      const first = firstParts[language];
      if (!first) {
        callback(null, {});
        return;
      }
      const failed = (error: unknown) => callback(asError(error), true);
      first().then(({ default: texts }) => {
        // A copy: i18next stores what it is given and later adds the late part into it.
        if (!this.wanted) callback(null, mergeTranslations(texts, {}));
        else this.lateOf(language).then((late) => callback(null, mergeTranslations(texts, late)), failed);
      }, failed);
    },
  };

  /** Resolves once the language shown holds its late part too. Idempotent; a failed fetch is tried again. */
  loadLate(i18n: I18n): Promise<void> {
    if (i18n.options?.resources) return Promise.resolve();
    if (!this.wanted) {
      this.wanted = true;
      // Languages read before hold only their first part: dropped, they are read again whole if switched back to.
      for (const language of Object.keys(i18n.store?.data ?? {}))
        if (language !== i18n.resolvedLanguage) i18n.removeResourceBundle(language, NAMESPACE);
    }
    // Not started yet, or still reading its first language: that read brings the late part along.
    const shown = i18n.resolvedLanguage;
    if (!shown || !lateParts[shown] || !i18n.hasResourceBundle(shown, NAMESPACE)) return Promise.resolve();
    let completed = this.completed.get(shown);
    if (!completed) {
      completed = this.lateOf(shown).then((late) => {
        i18n.addResourceBundle(shown, NAMESPACE, late, true, true);
      });
      keepUnlessFailed(this.completed, shown, completed);
    }
    return completed;
  }

  private lateOf(language: string): Promise<Translations> {
    let late = this.late.get(language);
    if (!late) {
      const load = lateParts[language];
      late = load ? load().then((module) => module.default) : Promise.resolve({});
      keepUnlessFailed(this.late, language, late);
    }
    return late;
  }
}

const partsByInstance = new WeakMap<I18n, LocaleParts>();

function partsOf(i18n: I18n): LocaleParts {
  let parts = partsByInstance.get(i18n);
  if (!parts) {
    parts = new LocaleParts();
    partsByInstance.set(i18n, parts);
  }
  return parts;
}

/** The i18next backend of this instance, reading each language's first part, and its late part once needed. */
export function localeBackend(i18n: I18n): BackendModule {
  return partsOf(i18n).backend;
}

/**
 * Brings in the late part of the locale: a screen whose texts are in it loads this with its chunk, so it never
 * renders before its texts are in. Called before i18next has started (a server-rendered late screen, loaded
 * before hydration), it makes the start read the page's language whole. An instance given all its resources at
 * once (tests') needs nothing and gets nothing.
 */
export function loadLateTranslations(i18n: I18n = i18next): Promise<void> {
  return partsOf(i18n).loadLate(i18n);
}

const wholeLocales = new Map<string, Promise<Translations>>();

/** Both parts of a language's locale in one tree: for the server render, which may show any screen at once. */
export function wholeLocale(language: string): Promise<Translations> {
  let whole = wholeLocales.get(language);
  if (!whole) {
    whole = Promise.all([firstParts[language]?.(), lateParts[language]?.()]).then(([first, late]) =>
      mergeTranslations(first?.default ?? {}, late?.default ?? {}),
    );
    keepUnlessFailed(wholeLocales, language, whole);
  }
  return whole;
}
