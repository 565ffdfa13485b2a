import type { Words } from '../../controllers/localize.ts';

/** English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`). */
export default {
  name: 'Pix',
  action: 'Generate Pix code',
  ready: 'Your Pix code is ready. Waiting for your payment.',
  'copy.what': 'Pix Copia e Cola code',
  'phone.hint': 'Copy the code, then open your bank app and paste it in Pix Copia e Cola.',
  'scan.hint': 'Scan the QR code with your bank app on your phone.',
  receiver: 'Receiver',
  'steps.1': 'Open your bank app and choose Pix.',
  'steps.2': 'Scan the QR code, or choose Pix Copia e Cola and paste the code.',
  'steps.3': (p) =>
    p.receiver
      ? `Check that the receiver is ${p.receiver}, then confirm.`
      : 'Check the amount and the receiver, then confirm.',
} satisfies Words<string>;
