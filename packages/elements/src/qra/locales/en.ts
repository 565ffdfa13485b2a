import type { Words } from '../../controllers/localize.ts';

/** English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`). */
export default {
  name: 'QR Argentina',
  action: 'Generate QR code',
  ready: 'Your QR code is ready. Waiting for your payment.',
  'qr.label': 'QR code to pay',
  'copy.what': 'QR code text',
  'phone.hint':
    'Scan this QR with your wallet app from another device, or copy the code if your app lets you paste it.',
  'scan.hint': 'Scan this QR with your bank or wallet app on your phone.',
  receiver: 'Receiver',
  'steps.1': 'Open any Argentine bank or wallet app that pays with QR.',
  'steps.2': 'Scan the QR code and check the amount and the receiver.',
  'steps.3': 'Confirm the payment in the app.',
} satisfies Words<string>;
