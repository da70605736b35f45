// Community guidelines and content policy: how players and organizers treat each other on Arena.
import { LegalDocument, LegalHeading, LegalList, LegalText } from './legal-section.js';

export function CommunityGuidelines() {
  return (
    <LegalDocument id="community-guidelines" title="Community Guidelines and Content Policy">
      <LegalText>
        Arena is for competing hard and fairly. These guidelines apply to everything you do and post here: nicknames,
        pictures, team names, tournament pages, screenshots and messages.
      </LegalText>

      <LegalHeading>Play fair</LegalHeading>
      <LegalList
        items={[
          'No cheats, hacks, exploits, smurfing or account sharing.',
          'No match fixing, betting on your own matches or colluding with opponents.',
          'Report true scores and keep the evidence the organizer asks for.',
        ]}
      />

      <LegalHeading>Respect others</LegalHeading>
      <LegalList
        items={[
          'No harassment, threats, hate speech or discrimination.',
          'No impersonation of players, organizers, or Arena staff.',
          "No sharing other people's personal information.",
        ]}
      />

      <LegalHeading>Content you upload</LegalHeading>
      <LegalText>
        Only upload content you have the right to use. Sexual content, graphic violence, illegal content, spam and
        malware are not allowed. Organizers must describe prizes and rules honestly.
      </LegalText>

      <LegalHeading>Enforcement</LegalHeading>
      <LegalText>
        Organizers may ban players or teams from their tournaments. We may remove content and warn, suspend or close
        accounts, depending on how serious and how repeated the breach is. You can contest a decision by contacting us;
        we review every appeal.
      </LegalText>
    </LegalDocument>
  );
}
