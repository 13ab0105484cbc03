import { useTranslation } from '../../lib/translation';
import { useShell } from '../../lib/use-shell';
import { AppLink } from '../common/app-link';
import { CloseIcon } from '../common/more-icons';
import { SubcategoryList } from '../common/subcategory-list';
import { Panel } from '../panels/panel';
import { usePanels } from '../panels/panels';

/**
 * Mobile (≤1200 px) burger panel: the same menu as the desktop bar, subcategories under each item.
 * Its code loads on the burger's first use (site-header.tsx); crawlers find the links in the top menu.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { menu } = useShell();
  const { close } = usePanels();
  return (
    <Panel name="menu" label={t('header.menu')}>
      <div className="panel-head">
        <p className="panel-title">{t('header.menu')}</p>
        <button type="button" className="icon-button" onClick={close} aria-label={t('a11y.close')}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t('a11y.mainMenu')}>
        <ul className="mobile-menu">
          {menu.map((item) => (
            <li key={item.slug}>
              <AppLink to={item.link} className="mobile-menu-top" prefetch={false}>
                {item.name}
              </AppLink>
              <SubcategoryList categories={item.categories} linkClassName="menu-sub-link" />
            </li>
          ))}
        </ul>
      </nav>
    </Panel>
  );
}
