import type { ProductCard } from '@kordon/contract';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { callApi } from '../../lib/api-call';
import { localeOf } from '../../lib/locale';
import { createDebouncedSearch, type SearchState } from '../../lib/search-text';
import { readSettings } from '../../lib/settings';
import { useTranslation } from '../../lib/translation';
import { PriceTag } from '../catalogue/product-card';
import { AppLink } from '../common/app-link';
import '../catalogue/product-card.css';
import './search-box.css';

type Found = { products: ProductCard[]; total: number };

/** Spec §9: the dropdown shows 2 products; `total` counts them all. */
const SHOWN = 2;

/** GET /products?q=…&limit=2: no session needed, so plain fetch, which a newer text can abort; failure is empty (spec §8). */
async function findProducts(text: string, signal: AbortSignal): Promise<Found> {
  const { productCalls } = await import('../../lib/call-declarations');
  const stored = readSettings();
  const settings = {
    lang: stored.localization?.code ?? localeOf(window.location.pathname),
    currency: stored.currency?.code,
  };
  const transport = (path: string, init: RequestInit) => fetch(path, { ...init, signal });
  try {
    const answer = await callApi(transport, settings, productCalls.list, { query: { q: text, limit: SHOWN } });
    return { products: answer.data.products, total: answer.total };
  } catch (error) {
    if (signal.aborted) throw error;
    return { products: [], total: 0 };
  }
}

function SearchHit({ card }: { card: ProductCard }) {
  const cover = card.images.cover;
  return (
    <AppLink to={card.link} className="search-hit" prefetch={false}>
      {cover ? <img src={cover.c300} alt="" width={64} height={64} /> : <span className="search-hit-blank" />}
      <span className="search-hit-text">
        <span className="search-hit-name">{card.name}</span>
        {card.brand && <span className="muted">{card.brand.name}</span>}
        {card.images.colors.length > 0 && (
          <span className="swatches" role="img" aria-label={card.images.colors.map((color) => color.name).join(', ')}>
            {card.images.colors.slice(0, 6).map((color) => (
              <span key={color.id} className="swatch" style={{ background: color.hex ?? undefined }} />
            ))}
          </span>
        )}
        <PriceTag prices={card.prices} />
      </span>
    </AppLink>
  );
}

/** Arrow keys move between the dropdown's links; Escape goes back to the field. */
function moveFocus(event: KeyboardEvent, box: HTMLElement, input: HTMLInputElement, close: () => void) {
  const links = [...box.querySelectorAll('a')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (event.key === 'Escape') {
    // Focus first: focusing the field opens the dropdown, which then closes.
    input.focus();
    close();
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    (next < 0 ? input : links[Math.min(next, links.length - 1)])?.focus();
  }
}

/** The header search's results (spec §2, §4), loaded with the field's first focus so pages do not carry them. */
export function SearchDropdown({ input }: { input: HTMLInputElement }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<SearchState<Found>>({ status: 'idle' });
  const [open, setOpen] = useState(true);
  const box = useRef<HTMLDivElement>(null);
  const search = useRef<{ stop: () => void }>(null);

  // A new page closes the dropdown, and a search still waiting (Enter pressed during the pause)
  // must not open it again there.
  const { key } = useLocation();
  const page = useRef(key);
  useLayoutEffect(() => {
    if (page.current === key) return;
    page.current = key;
    search.current?.stop();
    setOpen(false);
  }, [key]);

  useEffect(() => {
    const debounced = createDebouncedSearch(findProducts, (next) => {
      setState(next);
      setOpen(true);
    });
    search.current = debounced;
    const form = input.form;
    const outside = (target: EventTarget | null) => !form?.contains(target as Node);
    const onInput = () => debounced.input(input.value);
    const onFocus = () => setOpen(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      if (event.key !== 'ArrowDown') return;
      // Down opens the closed dropdown, then moves into it.
      event.preventDefault();
      if (box.current?.hidden) setOpen(true);
      else box.current?.querySelector('a')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => outside(event.target) && setOpen(false);
    const onFocusOut = (event: FocusEvent) => event.relatedTarget && outside(event.relatedTarget) && setOpen(false);
    const dropdown = box.current;
    const onListKeyDown = (event: KeyboardEvent) => dropdown && moveFocus(event, dropdown, input, () => setOpen(false));
    dropdown?.addEventListener('keydown', onListKeyDown);
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('keydown', onKeyDown);
    form?.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    // The call's declaration is fetched now, not after the first pause; then what was typed
    // while this code was loading is searched.
    void import('../../lib/call-declarations');
    onInput();
    return () => {
      debounced.stop();
      dropdown?.removeEventListener('keydown', onListKeyDown);
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('keydown', onKeyDown);
      form?.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [input]);

  useEffect(() => input.setAttribute('aria-controls', id), [input, id]);

  const text = state.status === 'idle' ? '' : state.text;
  const found = state.status === 'done' ? state.result : null;
  const summary =
    found && (found.total ? t('search.found', { count: found.total }) : t('search.nothingFound', { text }));
  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {open && summary}
      </p>
      <div ref={box} id={id} className="search-dropdown" hidden={!open || state.status === 'idle'}>
        {state.status === 'loading' && <p className="search-dropdown-status">{t('search.searching')}</p>}
        {found && found.total === 0 && <p className="search-dropdown-status">{summary}</p>}
        {found && found.total > 0 && (
          <>
            <ul className="search-hits">
              {found.products.slice(0, SHOWN).map((card) => (
                <li key={`${card.kind}-${card.id}`}>
                  <SearchHit card={card} />
                </li>
              ))}
            </ul>
            <div className="search-dropdown-foot">
              <span className="search-dropdown-count">{summary}</span>
              <AppLink to={`/search?text=${encodeURIComponent(text)}`} className="search-all" prefetch={false}>
                {t('search.showAll')}
              </AppLink>
            </div>
          </>
        )}
      </div>
    </>
  );
}
