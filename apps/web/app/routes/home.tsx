import { type ProductCard, productCalls, type Slide, storeCalls } from '@kordon/contract';
import { AutoSignIn } from '../components/account/auto-sign-in';
import { CategoryGrid, Promises, preloadHomeSections, Slider, TopSales } from '../components/home/home-sections-lazy';
import { pack, unpack } from '../framework/packed';
import { createApi, fallbackOnApiError } from '../lib/api.server';
import { translatorFor } from '../lib/i18n';
import { localeOf } from '../lib/locale';
import { organizationJsonLd } from '../lib/organization-json-ld';
import { pageMeta, siteUrlOf } from '../lib/seo';
import { ROOT_ROUTE_ID, type ShellData } from '../lib/shell-data';
import { useTranslation } from '../lib/translation';
import { useShell } from '../lib/use-shell';
import type { Route } from './+types/home';

preloadHomeSections();

export function meta({ matches, location }: Route.MetaArgs) {
  const shell = matches.find((match) => match?.id === ROOT_ROUTE_ID)?.data as ShellData | undefined;
  const t = translatorFor(localeOf(location.pathname));
  return pageMeta(
    { matches, location },
    {
      title: t('meta.homeTitle'),
      jsonLd: shell ? [organizationJsonLd(shell.context, siteUrlOf({ matches, location }))] : [],
    },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(context, request);
  const [slides, topSales] = await Promise.all([
    api.call(storeCalls.slider).catch(fallbackOnApiError<Slide[]>([])),
    api.call(productCalls.topSales, { query: { limit: 8 } }).catch(fallbackOnApiError<ProductCard[]>([])),
  ]);
  // JSON text: see framework/packed.ts.
  return pack({ slides, topSales });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { slides, topSales } = unpack(loaderData);
  const { t } = useTranslation();
  const { context, menu } = useShell();
  return (
    <div className="page home">
      <h1 className="visually-hidden">
        {context.storeName}: {t('meta.homeTitle')}
      </h1>
      <AutoSignIn />
      <Slider slides={slides} />
      <Promises />
      <TopSales products={topSales} />
      <CategoryGrid menu={menu} />
    </div>
  );
}
