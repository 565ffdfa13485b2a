/** What `pnpm sandbox --help` (`tucan-sandbox --help`) prints: the options, the environment and the ports. */
export const USAGE = `Usage: pnpm sandbox [options]    (published: npx tucan-sandbox [options])

Starts the tucan sandbox, an emulator of the Payment Service Interface v1, and prints its base_url, auth_url,
control_url, the seeded client_id and client_secret, and the webhook_secret that signs every webhook.

Options:
  --port N            port to listen on (default 4010; 0 picks a free one)
  --host H            interface to listen on (default 127.0.0.1)
  --elements-dir DIR  a built @tucan/elements dist/ to serve under /elements/ (the script tag, the card frame,
                      the hosted checkout page); default: the dist/ of an @tucan/elements installed beside it
  -h, --help          print this and exit

Environment (an option above wins over its variable):
  TUCAN_SANDBOX_PORT            port (default 4010, as pnpm demo's embedded sandbox: run one at a time)
  TUCAN_SANDBOX_HOST            interface (default 127.0.0.1)
  TUCAN_SANDBOX_ELEMENTS_DIR    the built @tucan/elements to serve under /elements/
  TUCAN_SANDBOX_CLIENT_ID       seeded client_id (default tucan_sandbox_client)
  TUCAN_SANDBOX_CLIENT_SECRET   seeded client_secret (default tucan_sandbox_secret)
  TUCAN_SANDBOX_WEBHOOK_SECRET  key of the webhook signatures, Tucan-Signature (default whsec_tucan_sandbox)
  TUCAN_SANDBOX_ALLOWED_HOSTS   more host names the control and ACS pages answer to, comma-separated
  TUCAN_SANDBOX_VERSION_MODE    current (default), deprecated or sunset

Webhooks go to the webhook_url each charge (or payout, or payment link) is created with; none without one.
`;
