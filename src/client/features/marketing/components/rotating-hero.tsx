import { CheckBadgeIcon } from '@heroicons/react/20/solid';
import { PauseIcon, PlayIcon } from '@heroicons/react/24/solid';
import { Trans } from '../../../lib/trans.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCENT_BUTTON, ON_DARK_BUTTON } from './accent-link.ts';
import { paths } from '../../../config/paths.ts';
import { HERO_FADE_MS, HERO_MINIMUM, HERO_ROTATION_MS, HERO_SLIDES } from '../content/home.ts';
import { useRotation } from './use-rotation.ts';
import { HERO_IMAGE } from '../../../../shared/lead-images.ts';
import { formatMoneyWhole, t } from '../../../lib/i18n.ts';

/** The home hero: a photo, a headline and tagline that rotate every 5 s, and the ₹25,000 minimum. */
export function RotatingHero() {
  const [paused, setPaused] = useState(false);
  const { index, visible } = useRotation(HERO_SLIDES.length, HERO_ROTATION_MS, HERO_FADE_MS, paused);
  const slide = HERO_SLIDES[index] ?? HERO_SLIDES[0]!;

  return (
    <section className="relative isolate overflow-hidden bg-brand-950" aria-labelledby="hero-headline">
      <img
        src={HERO_IMAGE.src}
        srcSet={HERO_IMAGE.srcSet}
        sizes={HERO_IMAGE.sizes}
        width={1600}
        height={900}
        alt=""
        loading="eager"
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/95 via-brand-950/80 to-brand-950/40" aria-hidden="true" />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8 lg:py-32">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            <CheckBadgeIcon className="size-4 text-accent-400" aria-hidden="true" />
            {t('Fractional property ownership, done properly')}
          </p>
          <div
            className="min-h-[13rem] transition-opacity ease-in-out motion-reduce:transition-none sm:min-h-[12rem]"
            style={{ transitionDuration: `${HERO_FADE_MS}ms`, opacity: visible ? 1 : 0 }}
            data-testid="hero-slide"
          >
            <h1 id="hero-headline" className="mt-6 text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
              {t(slide.headline)}
            </h1>
            <p className="mt-5 text-lg leading-8 text-slate-200">{t(slide.tagline)}</p>
          </div>
          <p className="mt-6 text-lg text-white">
            <Trans
              id="Start investing from <0>{minimum}</0>"
              values={{ minimum: formatMoneyWhole(HERO_MINIMUM, 'INR') }}
              components={{ 0: <strong className="tabular text-2xl font-bold text-accent-400" /> }}
            />
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Link to={paths.properties} className={ACCENT_BUTTON}>
              {t('Browse properties')}
            </Link>
            <Link to={paths.howItWorks} className={ON_DARK_BUTTON}>
              {t('How it works')}
            </Link>
            <button
              type="button"
              onClick={() => setPaused((value) => !value)}
              className="ml-auto inline-flex size-11 items-center justify-center rounded-full text-slate-200 hover:bg-white/10 sm:ml-2"
            >
              <span className="sr-only">{paused ? t('Play headline rotation') : t('Pause headline rotation')}</span>
              {paused ? <PlayIcon className="size-5" aria-hidden="true" /> : <PauseIcon className="size-5" aria-hidden="true" />}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
