// A file picker that uploads at once (POST /tournaments/{id}/media) and hands back the url; the section
// body carries the url, the file itself never travels with the section.
import { useId } from 'react';
import { Button } from '../../../../src/ui/button.js';
import type { TournamentMedia, TournamentMediaKind } from '../../../../src/contract/tournaments.js';
import { useUploadTournamentMedia } from '../api/upload-tournament-media.js';
import * as styles from './tournament-admin.css.js';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif';
/** Hero and background art may also be a video (SPEC §5 "some also mp4"). */
const acceptFor = (kind: TournamentMediaKind) =>
  kind === 'hero' || kind === 'background' ? `${IMAGE_TYPES},video/mp4` : IMAGE_TYPES;

export interface MediaUploadFieldProps {
  tournamentId: string;
  kind: TournamentMediaKind;
  label: string;
  value: TournamentMedia | undefined;
  onUploaded: (media: TournamentMedia | undefined) => void;
  error?: string;
}

export function MediaUploadField({ tournamentId, kind, label, value, onUploaded, error }: MediaUploadFieldProps) {
  const id = useId();
  const upload = useUploadTournamentMedia(tournamentId);
  return (
    <div className={styles.selectField}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        name={`media-${kind}`}
        accept={acceptFor(kind)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate({ kind, file }, { onSuccess: (media) => onUploaded(media) });
        }}
      />
      {upload.isPending ? <p className={styles.muted}>Uploading…</p> : null}
      {value ? (
        <div className={styles.row}>
          {value.mediaType === 'video' ? (
            <video className={styles.preview} src={value.url} muted />
          ) : (
            <img className={styles.preview} src={value.url} alt="" />
          )}
          <Button variant="ghost" size="sm" onClick={() => onUploaded(undefined)}>
            Remove
          </Button>
        </div>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
