// Legal information: who runs this Arena instance and how to reach them.
import { LegalDocument, LegalHeading, LegalText } from './legal-section.js';

export function LegalInformation() {
  return (
    <LegalDocument id="legal-information" title="Legal Information">
      <LegalText>
        Arena is open-source tournament software. This instance is operated by the organization that deployed it, which
        is responsible for the Service under these terms.
      </LegalText>
      <LegalHeading>Contact</LegalHeading>
      <LegalText>
        Questions about these texts, complaints about defects, dispute notices and data requests can be sent to the
        operator's support address given in your sign-up e-mail. Please include your nickname and, for tournaments, the
        tournament link.
      </LegalText>
      <LegalHeading>Trademarks</LegalHeading>
      <LegalText>
        Game names and artwork belong to their publishers and are shown only to identify the games tournaments are
        played in. Arena is not endorsed by them.
      </LegalText>
    </LegalDocument>
  );
}
