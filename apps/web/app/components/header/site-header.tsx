import { useTranslation } from '../../lib/translation';
import { useShell } from '../../lib/use-shell';
import { AccountPanelSlot, LoginSlot } from '../account/account-slots';
import { MiniCartPanel, MiniCartTrigger, MobileCartLink } from '../cart/cart-slot';
import { MenuIcon, SearchIcon } from '../common/icons';
import { lazyPanel } from '../panels/lazy-panel';
import { Panel, PanelTrigger } from '../panels/panel';
import { usePanels } from '../panels/panels';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { SettingsPanelSlot, SettingsTrigger } from './settings-trigger';
import { TopMenu } from './top-menu';

// The burger panel loads on the button's first pointer-over, focus or press.
const mobileMenu = lazyPanel('menu', async () => (await import('./mobile-menu')).MobileMenu);

/**
 * One header for both variants of spec-coverage 2.5.1, 2.5.4; CSS shows the desktop parts at 1201 px and wider and
 * the mobile parts (burger, search button, cart link) at 1200 px and narrower.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { context, menu } = useShell();
  const { openPanel } = usePanels();
  return (
    <header className="site-header">
      <div className="header-bar">
        <PanelTrigger
          name="menu"
          label={t('header.openMenu')}
          className="header-button mobile-only burger"
          onIntent={mobileMenu.preload}
        >
          <MenuIcon />
        </PanelTrigger>
        <Logo storeName={context.storeName} />
        <div className="header-search desktop-only">
          <SearchBox />
        </div>
        <div className="header-actions">
          <PanelTrigger name="search" label={t('header.openSearch')} className="header-button mobile-only">
            <SearchIcon />
          </PanelTrigger>
          <SettingsTrigger />
          <LoginSlot />
          <span className="desktop-only">
            <MiniCartTrigger />
          </span>
          <span className="mobile-only">
            <MobileCartLink />
          </span>
        </div>
        <SettingsPanelSlot />
        <AccountPanelSlot />
        <MiniCartPanel />
        <Panel name="search" label={t('header.searchLabel')}>
          <SearchBox />
        </Panel>
      </div>
      <div className="desktop-only header-menu-row">
        <TopMenu menu={menu} />
      </div>
      <mobileMenu.LazyPanel label={t('header.menu')} />
      {openPanel && <div className="panel-backdrop" data-panel={openPanel} aria-hidden="true" />}
    </header>
  );
}
