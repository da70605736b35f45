// A Uniq factory the organizer may pick (gated access keys, Uniq rewards), identified by its chain id as the
// sections store it. The page reads the organization's factories and passes them in.
export interface UniqFactoryOption {
  /** Chain factory id as a string. */
  id: string;
  label: string;
}
