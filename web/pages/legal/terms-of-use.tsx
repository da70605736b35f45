// Arena terms of use (SPEC §1: updated June 2, 2023; SPEC §9: 30-day defect complaints, 30-day informal
// dispute talks, arbitration by 2 arbitrators, liability capped at 12 months of payments).
import { LegalDocument, LegalHeading, LegalList, LegalText } from './legal-section.js';

export function TermsOfUse() {
  return (
    <LegalDocument id="terms-of-use" title="Terms of Use" updated="June 2, 2023">
      <LegalText>
        These terms govern your use of Arena, the online platform for esports tournaments and leaderboards, its web
        application, the Arena Wallet browser extension and the desktop client (together, the "Service"). By creating an
        account or using the Service you accept these terms. If you do not accept them, do not use the Service.
      </LegalText>

      <LegalHeading>1. Your account</LegalHeading>
      <LegalList
        items={[
          'You must be at least 13 years old to create an account. Some tournaments set a higher minimum age; you confirm it when you register.',
          'You keep your sign-in details secret and are responsible for what happens under your account.',
          'One person, one account. Accounts may not be sold, shared or transferred.',
          'The information in your profile (nickname, linked accounts, gaming ids) must be accurate and yours.',
        ]}
      />

      <LegalHeading>2. Tournaments and leaderboards</LegalHeading>
      <LegalText>
        Organizers publish tournaments and leaderboards with their own rules, schedule and prizes. By registering you
        accept the rules of that tournament as well as these terms. You must check in within the check-in window; a
        registered participant who does not check in is disqualified. Results you report must be true and, where the
        organizer asks for it, backed by a screenshot. Organizers decide disputes about matches in line with their
        published rules.
      </LegalText>

      <LegalHeading>3. Prizes, UOS and Uniqs</LegalHeading>
      <LegalText>
        Prizes in UOS or Uniqs are held in escrow on chain when a tournament is published and are paid out to the wallet
        linked to the winner's account after the tournament ends. You are responsible for keeping access to your wallet.
        Blockchain transactions cannot be reversed once confirmed. Taxes on prizes are your responsibility.
      </LegalText>

      <LegalHeading>4. Acceptable use</LegalHeading>
      <LegalText>
        You follow our Community Guidelines and Content Policy. You do not cheat, manipulate matches, exploit bugs,
        attack or overload the Service, scrape it at scale or use it to break any law.
      </LegalText>

      <LegalHeading>5. Defects and complaints</LegalHeading>
      <LegalText>
        If the Service or a paid feature does not work as described, tell us within <strong>30 days</strong> of noticing
        the defect, describing what happened. We will look into every complaint made in time and fix the defect, or
        offer another remedy the law gives you. Complaints made later may not be considered, except where the law gives
        you a longer period.
      </LegalText>

      <LegalHeading>6. Suspension and termination</LegalHeading>
      <LegalText>
        You may close your account at any time. We may suspend or close an account that seriously or repeatedly breaks
        these terms, after telling you why unless the law or the safety of others prevents it.
      </LegalText>

      <LegalHeading>7. Liability</LegalHeading>
      <LegalText>
        We provide the Service with reasonable care. To the extent the law allows, our total liability to you for any
        claim is limited to the <strong>amounts you paid us in the 12 months before</strong> the event that gave rise to
        the claim. Nothing in these terms limits liability that cannot be limited by law, such as for intent or gross
        negligence.
      </LegalText>

      <LegalHeading>8. Disputes</LegalHeading>
      <LegalText>
        If a dispute arises, contact us first. We will both try in good faith to settle it through{' '}
        <strong>informal talks for 30 days</strong> from your written notice. If the dispute is not settled within those
        30 days, it will be decided by arbitration before a panel of <strong>2 arbitrators</strong>, one chosen by each
        side, unless the law where you live gives you the right to go to court instead.
      </LegalText>

      <LegalHeading>9. Changes</LegalHeading>
      <LegalText>
        We may update these terms. We tell you about material changes in the app before they apply; continuing to use
        the Service after that means you accept the new terms.
      </LegalText>
    </LegalDocument>
  );
}
