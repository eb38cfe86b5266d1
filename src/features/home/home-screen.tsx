import { Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../../machines/site/home-banners.ts';
import { useRenderCount } from '../../ui/render-count.ts';
import { shellBanner } from '../../ui/shell-banner.ts';
import { useSiteView, type Banner } from '../../ui/site-view.tsx';

/*
 * Banners are drawn for BANNER_WIDTH × BANNER_HEIGHT (the seeded ones are 1200×400). The strip keeps
 * this ratio from the first paint (`.hero__slide` in theme.css), and an image of another ratio is
 * fitted inside it, so nothing below the strip moves when the banners arrive (docs/decisions/020).
 */
const IN_PLAY_PATH = '/inplay';

/**
 * Home, shared by `/` and `/inplay` (spec §2): banners, in-play by sport (`inPlay`: given by src/app,
 * src/app/home-in-play.tsx), the game areas and the casino games (`belowFold`: home-below-fold.tsx).
 * `/inplay` opens on the in-play lists: no banners above them.
 */
export function HomeScreen({ inPlay, belowFold }: { inPlay?: ReactNode; belowFold?: ReactNode }) {
  useRenderCount('home');
  const [path] = useLocation();
  const inPlayPage = path === IN_PLAY_PATH;
  return (
    <div className="home">
      <h1 className="visually-hidden">
        <FormattedMessage id={inPlayPage ? 'menu.inPlay' : 'home.heading'} />
      </h1>
      {!inPlayPage && <Hero />}
      {/* The in-play lists load with their own chunk, after the first paint, in a box kept for them. */}
      <Suspense fallback={<div className="home__inplay-pending" aria-busy="true" />}>{inPlay}</Suspense>
      {/* The game areas and the casino games are below the fold: given by src/app, loaded after the first paint (docs/decisions/230). */}
      {belowFold && <Suspense fallback={null}>{belowFold}</Suspense>}
    </div>
  );
}

/**
 * The banners. Until the settings say whether there are any: the first banner the page's HTML came
 * with (docs/decisions/233), the same image in the same box, so the page's largest paint is not
 * drawn again; without one, an empty box of a banner's size.
 */
function Hero() {
  const { banners, settingsPending } = useSiteView();
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'home.banners' });
  if (settingsPending) {
    return shellBanner ? <BannerStrip banners={[{ id: 0, ...shellBanner }]} label={label} /> : <div className="hero__slide" aria-hidden="true" />;
  }
  if (banners.length === 0) return <DefaultHero />;
  return <BannerStrip banners={banners} label={label} />;
}

function BannerStrip({ banners, label }: { banners: readonly Banner[]; label: string }) {
  return (
    <section className="hero" aria-label={label}>
      {banners.map((banner, index) => {
        // The first banner is the page's largest paint: fetched at once and first; the rest when
        // scrolled to. Its slide keeps its node when the settings replace the shell's banner.
        const first = index === 0;
        const image = (
          <img
            src={banner.imageUrl}
            alt={banner.title}
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
          />
        );
        return (
          <div key={first ? 'first' : banner.id} className="hero__slide">
            {banner.href ? <a href={banner.href}>{image}</a> : image}
          </div>
        );
      })}
    </section>
  );
}

/** Shown while the site has no banner posters, so Home never opens on a blank strip. */
function DefaultHero() {
  return (
    <section className="hero__default" aria-labelledby="home-hero-title">
      <h2 className="hero__title" id="home-hero-title">
        <FormattedMessage id="home.hero.title" />
      </h2>
      <p className="hero__text">
        <FormattedMessage id="home.hero.text" />
      </p>
      <Link href={IN_PLAY_PATH} className="button button--primary hero__cta">
        <FormattedMessage id="home.hero.cta" />
      </Link>
    </section>
  );
}
