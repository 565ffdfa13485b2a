import type { Words } from '../../controllers/localize.ts';

/** English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`). */
export default {
  title: 'Confirm with your bank',
  loading: 'Opening your bank’s page…',
  close: 'Close bank verification',
  frame: 'Bank verification',
  confirm: 'Stop the bank verification? The payment will be canceled and no money will be taken.',
  keep: 'Continue verification',
  abandon: 'Cancel payment',
  source: 'Below: your bank’s own page (it may use your browser’s language).',
} satisfies Words<string>;
