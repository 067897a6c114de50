import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Form, Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '../../load-context.ts';
import { switchLanguage } from '../../features/shell/client-session.ts';
import { useLang, useT } from '../../lib/i18n.ts';
import { Icon } from '../ui/icons.tsx';
import { useToast } from '../ui/toast.tsx';
import {
  type GeneralSettings,
  isNavbarAlwaysActive,
  type MainCategory,
  serviceRoutes,
  subCategoryPath,
} from './shell-data.ts';
import { StatesGrid } from './states-grid.tsx';

type Menu = 'services' | 'states' | 'account' | null;

interface Props {
  settings: GeneralSettings | null;
  categories: MainCategory[];
  user: SessionUser | null;
  /** Posts waiting for review, for moderators' sessions only (null for everyone else). */
  moderationQueue?: number | null;
  siteTitle: string;
}

/** The site header of product description §2: logo, main links, Our Services, search, states, account, language. */
/**
 * Hover opens the desktop dropdown only. In the burger panel (≤ 992 px) menus open by tap or click:
 * collapsing on mouse-leave there would shift the list under the pointer mid-click.
 */
const canHover = () => window.matchMedia('(min-width: 993px) and (hover: hover)').matches;

export function SiteHeader({ settings, categories, user, moderationQueue = null, siteTitle }: Props) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [menu, setMenu] = useState<Menu>(null);
  const [burgerOpen, setBurgerOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const hoverOpened = useRef(false);
  const ids = useId();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY >= 1);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // A navigation closes every menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => {
    setMenu(null);
    setBurgerOpen(false);
  }, [location.pathname, location.search]);
  useEffect(() => {
    if (!menu && !burgerOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenu(null);
        setBurgerOpen(false);
      }
    };
    const onClick = (e: MouseEvent) => {
      if (headerRef.current && !headerRef.current.contains(e.target as Node)) setMenu(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [menu, burgerOpen]);

  // The server session is the truth: the login sets it with the stored keys, and after a log-out
  // (or a revoked session) the stored keys are only cleared once this render has happened.
  const isLoggedIn = Boolean(user);
  const displayName = user?.name || t('common.header.guest');
  const active = scrolled || isNavbarAlwaysActive(location.pathname);
  const toggle = (m: Exclude<Menu, null>) => setMenu((cur) => (cur === m ? null : m));

  const handleAddBusiness = () => {
    if (isLoggedIn) navigate('/add-business');
    else toast.warning(t('common.header.pleaseLogin'));
  };
  const handleSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const keyword = String(new FormData(e.currentTarget).get('keyword') ?? '').trim();
    if (!keyword) return;
    navigate(`/search-result/${encodeURIComponent(keyword)}`);
  };

  const services = serviceRoutes.filter((s) => settings?.services[s.key]);
  const subsOf = (kind: 'service' | 'shops') =>
    categories.filter((c) => c.type === kind).flatMap((c) => c.sub_categories);
  const states = settings?.navbar.states ?? [];
  const statesPanelId = `${ids}-states`;

  return (
    <header ref={headerRef} className="site-header">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <nav className={active ? 'navbar active' : 'navbar'} aria-label={t('common.header.mainNav')}>
        <div className="container navbar-inner">
          <Link to="/" className="brand">
            <img
              src={settings?.navbar.logo ?? '/demo/logo-120x60.svg'}
              alt={siteTitle}
              width={120}
              height={60}
            />
          </Link>

          <button
            type="button"
            className="icon-btn burger"
            aria-expanded={burgerOpen}
            aria-controls={`${ids}-nav`}
            onClick={() => setBurgerOpen((o) => !o)}
          >
            <Icon name={burgerOpen ? 'close' : 'menu'} />
            <span className="visually-hidden">
              {t(burgerOpen ? 'common.header.closeMenu' : 'common.header.menu')}
            </span>
          </button>

          <div id={`${ids}-nav`} className={burgerOpen ? 'nav-panel open' : 'nav-panel'}>
            <ul className="nav-links">
              <li>
                <NavLink to="/" end>
                  {t('common.header.home')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/About">{t('common.header.about')}</NavLink>
              </li>
              {services.length ? (
                <li
                  className={menu === 'services' ? 'nav-dropdown is-open' : 'nav-dropdown'}
                  onMouseEnter={() => {
                    if (!canHover()) return;
                    hoverOpened.current = true;
                    setMenu('services');
                  }}
                  onMouseLeave={() => {
                    if (!canHover()) return;
                    hoverOpened.current = false;
                    setMenu((m) => (m === 'services' ? null : m));
                  }}
                >
                  <button
                    type="button"
                    className="nav-trigger"
                    aria-expanded={menu === 'services'}
                    aria-controls={`${ids}-services`}
                    onClick={() => {
                      // a click right after the hover opened the menu keeps it open instead of closing it
                      if (hoverOpened.current) {
                        hoverOpened.current = false;
                        setMenu('services');
                      } else toggle('services');
                    }}
                  >
                    {t('common.header.services')} <Icon name="chevron" size={16} />
                  </button>
                  <ul id={`${ids}-services`} className="dropdown-menu">
                    {services.map((s) => {
                      const subs = s.subKind ? subsOf(s.subKind) : [];
                      const name = t(`common.header.serviceNames.${s.key}`);
                      return (
                        <li key={s.key} className={subs.length ? 'has-sub' : undefined}>
                          <Link to={s.to} state={{ serviceId: settings?.services[s.key]?.id }}>
                            {name}
                          </Link>
                          {subs.length ? (
                            <ul
                              className="sub-menu"
                              aria-label={t('common.header.subCategoriesOf', { name })}
                            >
                              {subs.map((sub) => (
                                <li key={sub.id}>
                                  <Link to={subCategoryPath(sub.name, sub.id, s.subKind!)}>{sub.name}</Link>
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                </li>
              ) : null}
              <li>
                <NavLink to="/Blog">{t('common.header.blog')}</NavLink>
              </li>
              <li>
                <button type="button" className="btn btn-secondary btn-sm" onClick={handleAddBusiness}>
                  {t('common.header.addBusiness')}
                </button>
              </li>
              <li>
                <NavLink to="/Contact">{t('common.header.contact')}</NavLink>
              </li>
            </ul>

            <Form
              method="get"
              action="/search-result"
              className="nav-search"
              role="search"
              onSubmit={handleSearch}
            >
              <label className="visually-hidden" htmlFor={`${ids}-q`}>
                {t('common.header.search')}
              </label>
              <input
                id={`${ids}-q`}
                name="keyword"
                type="search"
                maxLength={100}
                placeholder={t('common.header.searchPlaceholder')}
                dir="auto"
                autoComplete="off"
              />
              <button type="submit" className="icon-btn">
                <Icon name="search" />
                <span className="visually-hidden">{t('common.header.search')}</span>
              </button>
            </Form>

            <div className="nav-account">
              {states.length ? (
                <>
                  <button
                    type="button"
                    className="nav-trigger states-trigger"
                    aria-expanded={menu === 'states'}
                    aria-controls={statesPanelId}
                    onClick={() => toggle('states')}
                  >
                    <Icon name="globe" /> <span className="states-label">{t('common.header.states')}</span>
                  </button>
                  <button
                    type="button"
                    className="nav-trigger select-state"
                    aria-expanded={menu === 'states'}
                    aria-controls={statesPanelId}
                    onClick={() => toggle('states')}
                  >
                    {t('common.header.selectState')}
                  </button>
                </>
              ) : null}

              {isLoggedIn ? (
                <div className={menu === 'account' ? 'nav-dropdown is-open' : 'nav-dropdown'}>
                  <button
                    type="button"
                    className="nav-trigger account-trigger"
                    aria-expanded={menu === 'account'}
                    aria-controls={`${ids}-account`}
                    onClick={() => toggle('account')}
                  >
                    <Icon name="user" /> <bdi>{displayName}</bdi>
                    {moderationQueue ? (
                      <>
                        {' '}
                        <span className="badge badge-warning" aria-hidden="true">
                          {moderationQueue}
                        </span>
                        <span className="visually-hidden">
                          {t('common.header.moderationWaiting', { count: moderationQueue })}
                        </span>
                      </>
                    ) : null}
                  </button>
                  <ul id={`${ids}-account`} className="dropdown-menu dropdown-end">
                    <li>
                      <Link to="/Profile">{t('common.header.profile')}</Link>
                    </li>
                    {moderationQueue !== null ? (
                      <li>
                        <Link to="/admin/moderation">
                          {t('common.header.moderation')}{' '}
                          <span className="badge" aria-hidden="true">
                            {moderationQueue}
                          </span>
                          <span className="visually-hidden">
                            {t('common.header.moderationWaiting', { count: moderationQueue })}
                          </span>
                        </Link>
                      </li>
                    ) : null}
                    {user ? (
                      <li>
                        <Form method="post" action="/actions/logout">
                          <button type="submit" className="menu-button">
                            {t('common.header.logout')}
                          </button>
                        </Form>
                      </li>
                    ) : null}
                  </ul>
                </div>
              ) : (
                <Link to="/Login" className="nav-login">
                  {t('common.header.login')}
                </Link>
              )}
            </div>
          </div>

          <div className="nav-tools">
            {/* the visible word leads the accessible name (WCAG 2.5.3: speech users say what they see) */}
            <button
              type="button"
              className="lang-toggle"
              onClick={() => switchLanguage(lang === 'ar' ? 'en' : 'ar')}
            >
              <span lang={lang === 'ar' ? 'en' : 'ar'}>{t('common.header.languageSwitch')}</span>
              <span className="visually-hidden"> {t('common.header.languageSwitchLabel')}</span>
            </button>
          </div>
        </div>
        {states.length ? (
          <section
            id={statesPanelId}
            className={menu === 'states' ? 'states-panel open' : 'states-panel'}
            aria-label={t('common.header.selectState')}
          >
            {/* only a script opens the panel: its cards are drawn when it opens, not in every page's
                HTML and hydration */}
            {menu === 'states' ? (
              <div className="container">
                <StatesGrid states={states} />
              </div>
            ) : null}
          </section>
        ) : null}
      </nav>
    </header>
  );
}
