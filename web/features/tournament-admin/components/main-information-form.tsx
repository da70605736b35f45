// Main information section: texts with counters, platforms, partners (≤ 12, with logo), banners in their
// limited slots, and the hero and background art.
import { useState } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { TextArea } from '../../../../src/ui/text-area.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import {
  BANNER_POSITIONS,
  TOURNAMENT_PLATFORMS,
  type Banner,
  type MainInformationSection,
  type TournamentMedia,
  type TournamentView,
} from '../../../../src/contract/tournaments.js';
import { MAX_PARTNERS, NAME_MAX_LENGTH } from '../../../../src/domain/validators/tournament-rules.js';
import { PLATFORM_NAMES } from '../../../app/labels/platform-names.js';
import { useSaveSection } from '../api/save-section.js';
import { unplacedErrors } from '../model/field-errors.js';
import { BANNER_SLOTS, bannerSlotsLeft } from '../model/banner-slots.js';
import { CheckboxField, GroupError, SelectField } from './form-controls.js';
import { MediaUploadField } from './media-upload-field.js';
import { SectionForm } from './section-form.js';
import { sectionErrors } from './use-section-errors.js';
import * as styles from './tournament-admin.css.js';

const LONG_TEXT_MAX = 20_000;
const LINK_MAX = 2048;
const POSITION_LABELS: Record<Banner['position'], string> = {
  TOP_BANNER: 'Top banner',
  SUPER_LEADERBOARD: 'Super leaderboard',
};

interface PartnerDraft {
  name: string;
  website: string;
  logo?: string;
}
type BannerDraft = Omit<Banner, 'description'> & { description: string };

const optional = (text: string) => (text.trim() === '' ? undefined : text);

export function MainInformationForm({
  tournament,
  readOnly,
  onSaved,
}: {
  tournament: TournamentView;
  readOnly: boolean;
  onSaved: () => void;
}) {
  const saved = tournament.mainInformation;
  const [texts, setTexts] = useState({
    name: saved?.name ?? tournament.name,
    subtitle: saved?.subtitle ?? '',
    rules: saved?.rules ?? '',
    howToJoin: saved?.howToJoin ?? '',
    termsOfUseLink: saved?.termsOfUseLink ?? '',
  });
  const [platforms, setPlatforms] = useState<MainInformationSection['platforms']>(saved?.platforms ?? []);
  const [partners, setPartners] = useState<PartnerDraft[]>(
    (saved?.partners ?? []).map((p) => ({ name: p.name, website: p.website ?? '', logo: p.logo })),
  );
  const [banners, setBanners] = useState<BannerDraft[]>(
    (saved?.banners ?? []).map((b) => ({ ...b, description: b.description ?? '' })),
  );
  const [heroArt, setHeroArt] = useState<TournamentMedia | undefined>(saved?.heroArt);
  const [backgroundArt, setBackgroundArt] = useState<TournamentMedia | undefined>(saved?.backgroundArt);
  const save = useSaveSection(tournament.id, 'main-information');
  const { errorAt, all } = sectionErrors(save.error);
  const set = (key: keyof typeof texts) => (value: string) => setTexts((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const body: MainInformationSection = {
      name: texts.name,
      subtitle: optional(texts.subtitle),
      rules: optional(texts.rules),
      howToJoin: optional(texts.howToJoin),
      termsOfUseLink: optional(texts.termsOfUseLink),
      platforms,
      partners: partners.map((p) => ({ name: p.name, website: optional(p.website), logo: p.logo })),
      banners: banners.map((b) => ({ ...b, description: optional(b.description) })),
      heroArt,
      backgroundArt,
    };
    save.mutate(body, { onSuccess: onSaved });
  };

  const shown = [
    'name',
    'subtitle',
    'rules',
    'howToJoin',
    'termsOfUseLink',
    'platforms',
    'partners',
    'banners',
    'heroArt',
    'backgroundArt',
    ...partners.flatMap((_, i) => ['name', 'website', 'logo'].map((f) => `partners.${i}.${f}`)),
    ...banners.flatMap((_, i) =>
      ['name', 'brand', 'description', 'link', 'imageUrl', 'position'].map((f) => `banners.${i}.${f}`),
    ),
  ];
  const updatePartner = (index: number, change: Partial<PartnerDraft>) =>
    setPartners((list) => list.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const updateBanner = (index: number, change: Partial<BannerDraft>) =>
    setBanners((list) => list.map((b, i) => (i === index ? { ...b, ...change } : b)));
  const slotsLeft = bannerSlotsLeft(banners);

  return (
    <SectionForm
      name="main-information"
      readOnly={readOnly}
      pending={save.isPending}
      onSubmit={submit}
      otherErrors={unplacedErrors(all, shown)}
    >
      <div className={styles.grid}>
        <TextInput
          label="Tournament name"
          name="name"
          value={texts.name}
          onValueChange={set('name')}
          maxLength={NAME_MAX_LENGTH}
          error={errorAt('name')}
          required
        />
        <TextInput
          label="Subtitle"
          name="subtitle"
          value={texts.subtitle}
          onValueChange={set('subtitle')}
          maxLength={NAME_MAX_LENGTH}
          error={errorAt('subtitle')}
        />
      </div>
      <TextArea
        label="Rules"
        name="rules"
        value={texts.rules}
        onValueChange={set('rules')}
        maxLength={LONG_TEXT_MAX}
        error={errorAt('rules')}
      />
      <TextArea
        label="How to join"
        name="howToJoin"
        value={texts.howToJoin}
        onValueChange={set('howToJoin')}
        maxLength={LONG_TEXT_MAX}
        error={errorAt('howToJoin')}
      />
      <TextInput
        label="Terms of use link"
        name="termsOfUseLink"
        type="url"
        value={texts.termsOfUseLink}
        onValueChange={set('termsOfUseLink')}
        maxLength={LINK_MAX}
        placeholder="https://"
        error={errorAt('termsOfUseLink')}
      />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Platforms</legend>
        <div className={styles.grid}>
          {TOURNAMENT_PLATFORMS.map((platform) => (
            <CheckboxField
              key={platform}
              name={`platform-${platform}`}
              label={PLATFORM_NAMES[platform]}
              checked={platforms.includes(platform)}
              onChange={(checked) =>
                setPlatforms((list) => (checked ? [...list, platform] : list.filter((p) => p !== platform)))
              }
            />
          ))}
        </div>
        <GroupError text={errorAt('platforms')} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Tournament art</legend>
        <div className={styles.grid}>
          <MediaUploadField
            tournamentId={tournament.id}
            kind="hero"
            label="Hero art (png, jpg, gif or mp4)"
            value={heroArt}
            onUploaded={setHeroArt}
            error={errorAt('heroArt')}
          />
          <MediaUploadField
            tournamentId={tournament.id}
            kind="background"
            label="Background art (png, jpg, gif or mp4)"
            value={backgroundArt}
            onUploaded={setBackgroundArt}
            error={errorAt('backgroundArt')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          Partners ({partners.length} / {MAX_PARTNERS})
        </legend>
        {partners.map((partner, index) => (
          <div key={index} className={styles.row} data-partner={index}>
            <TextInput
              label="Partner name"
              value={partner.name}
              onValueChange={(name) => updatePartner(index, { name })}
              maxLength={NAME_MAX_LENGTH}
              error={errorAt(`partners.${index}.name`)}
            />
            <TextInput
              label="Website"
              type="url"
              value={partner.website}
              onValueChange={(website) => updatePartner(index, { website })}
              maxLength={LINK_MAX}
              error={errorAt(`partners.${index}.website`)}
            />
            <MediaUploadField
              tournamentId={tournament.id}
              kind="partner-logo"
              label="Logo"
              value={partner.logo ? { url: partner.logo, mediaType: 'image' } : undefined}
              onUploaded={(media) => updatePartner(index, { logo: media?.url })}
              error={errorAt(`partners.${index}.logo`)}
            />
            <Button variant="ghost" size="sm" onClick={() => setPartners((list) => list.filter((_, i) => i !== index))}>
              Remove partner
            </Button>
          </div>
        ))}
        <GroupError text={errorAt('partners')} />
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={partners.length >= MAX_PARTNERS}
            onClick={() => setPartners((list) => [...list, { name: '', website: '' }])}
          >
            Add partner
          </Button>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Banners</legend>
        <p className={styles.muted}>
          Slots left: {slotsLeft.TOP_BANNER} of {BANNER_SLOTS.TOP_BANNER} top banners, {slotsLeft.SUPER_LEADERBOARD} of{' '}
          {BANNER_SLOTS.SUPER_LEADERBOARD} super leaderboard.
        </p>
        {banners.map((banner, index) => (
          <div key={index} className={styles.group} data-banner={index}>
            <div className={styles.grid}>
              <TextInput
                label="Banner name"
                value={banner.name}
                onValueChange={(name) => updateBanner(index, { name })}
                maxLength={NAME_MAX_LENGTH}
                error={errorAt(`banners.${index}.name`)}
              />
              <TextInput
                label="Brand"
                value={banner.brand}
                onValueChange={(brand) => updateBanner(index, { brand })}
                maxLength={NAME_MAX_LENGTH}
                error={errorAt(`banners.${index}.brand`)}
              />
              <TextInput
                label="Banner link"
                type="url"
                value={banner.link}
                onValueChange={(link) => updateBanner(index, { link })}
                maxLength={LINK_MAX}
                error={errorAt(`banners.${index}.link`)}
              />
              <SelectField
                label="Position"
                value={banner.position}
                options={BANNER_POSITIONS.map((position) => ({ value: position, label: POSITION_LABELS[position] }))}
                onValueChange={(position) => updateBanner(index, { position })}
                error={errorAt(`banners.${index}.position`)}
              />
            </div>
            <TextInput
              label="Banner description"
              value={banner.description}
              onValueChange={(description) => updateBanner(index, { description })}
              maxLength={LINK_MAX}
              error={errorAt(`banners.${index}.description`)}
            />
            <MediaUploadField
              tournamentId={tournament.id}
              kind="banner"
              label="Banner image"
              value={banner.imageUrl ? { url: banner.imageUrl, mediaType: 'image' } : undefined}
              onUploaded={(media) => updateBanner(index, { imageUrl: media?.url ?? '' })}
              error={errorAt(`banners.${index}.imageUrl`)}
            />
            <div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setBanners((list) => list.filter((_, i) => i !== index))}
              >
                Remove banner
              </Button>
            </div>
          </div>
        ))}
        <GroupError text={errorAt('banners')} />
        <div className={styles.actions}>
          {BANNER_POSITIONS.map((position) => (
            <Button
              key={position}
              variant="secondary"
              size="sm"
              disabled={slotsLeft[position] <= 0}
              onClick={() =>
                setBanners((list) => [
                  ...list,
                  { name: '', brand: '', description: '', link: '', imageUrl: '', position },
                ])
              }
            >
              Add {POSITION_LABELS[position].toLowerCase()}
            </Button>
          ))}
        </div>
      </fieldset>
    </SectionForm>
  );
}
