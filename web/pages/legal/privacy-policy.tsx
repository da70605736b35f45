// Arena privacy policy (SPEC §1: February 20, 2023; SPEC §9: data requests answered within 30 days).
import { LegalDocument, LegalHeading, LegalList, LegalText } from './legal-section.js';

export function PrivacyPolicy() {
  return (
    <LegalDocument id="privacy-policy" title="Privacy Policy" updated="February 20, 2023">
      <LegalText>
        This policy explains which personal data Arena processes, why, and what rights you have. We collect only what we
        need to run tournaments and leaderboards.
      </LegalText>

      <LegalHeading>Data we process</LegalHeading>
      <LegalList
        items={[
          'Account data: e-mail address, nickname, full name if you give it, and your password (stored only as a salted hash by our identity provider).',
          'Profile data: profile picture, linked accounts (Discord, Ultra, Theta) and gaming ids per platform.',
          'Competition data: registrations, check-ins, match results, screenshots you upload, rankings and prizes.',
          'Wallet data: the public wallet id you link; we never receive your private keys.',
          'Technical data: logs of requests (with IP address) kept for security and troubleshooting, and anonymous usage analytics.',
        ]}
      />

      <LegalHeading>Why we process it</LegalHeading>
      <LegalText>
        To provide the Service you signed up for (contract), to keep it secure and fair (legitimate interest), to pay
        prizes and keep records the law requires (legal obligation), and, where you agree, to improve it (consent). Your
        nickname, picture, public accounts, results and rankings are visible to other users, because tournaments are
        public competitions.
      </LegalText>

      <LegalHeading>Who receives it</LegalHeading>
      <LegalText>
        Organizers of tournaments you register for see the registration details they need (nickname, e-mail, Discord id,
        in-game id). Prize transactions are public on the blockchain. We use hosting providers bound by data processing
        agreements. We do not sell personal data.
      </LegalText>

      <LegalHeading>How long we keep it</LegalHeading>
      <LegalText>
        Account and profile data for as long as your account exists; competition results for as long as the tournament
        or leaderboard is shown (a leaderboard stays visible one month after it ends) and then in records the law
        requires; logs for up to 90 days.
      </LegalText>

      <LegalHeading>Your rights</LegalHeading>
      <LegalText>
        You may ask for access to, correction, deletion or a copy of your data, object to or restrict its use, and
        withdraw consent at any time. You can edit most of your data yourself on your profile. We answer every request{' '}
        <strong>within 30 days</strong>. You may also complain to your data protection authority.
      </LegalText>
    </LegalDocument>
  );
}
