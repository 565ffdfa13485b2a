// A merchant's React 19 page: the elements from the @tucan/elements tarball, typed by @tucan/elements/react.
import '@tucan/elements/checkout';
import '@tucan/elements/card';
import type { TucanReadyEvent } from '@tucan/elements';
import type {} from '@tucan/elements/react';
import { useRef, useState } from 'react';

export function App({ chargeUuid, baseUrl }: { chargeUuid: string; baseUrl: string }) {
  const [result, setResult] = useState('');
  const [method, setMethod] = useState('');
  const [paidWith, setPaidWith] = useState('');
  const checkout = useRef<HTMLElementTagNameMap['tucan-checkout']>(null);
  return (
    <main>
      <h1>React 19</h1>
      <tucan-checkout
        ref={checkout}
        charge-uuid={chargeUuid}
        base-url={baseUrl}
        amount="150.75"
        currency="BRL"
        country="BR"
        methods="pix credit_card"
        theme="light"
        ontucan-method-change={(e) => setMethod(e.detail.method)}
        ontucan-complete={(e) => {
          setResult(`${e.detail.status} ${e.detail.chargeUuid}`);
          // The checkout re-fires its method element's event with the method that paid.
          setPaidWith(e.detail.method);
        }}
      />
      <p id="method">{method}</p>
      <p id="paid-with">{paidWith}</p>
      <p id="result">{result ? `React handler: ${result}` : ''}</p>
    </main>
  );
}

/** Type-checked only (never rendered): the typings are real, not `any`. */
export function Checks() {
  return (
    <>
      <tucan-card charge-uuid="x" amount={150.75} isolation="frame" ontucan-total={(e) => e.detail.total} />
      {/* @ts-expect-error amount is a number or a numeric string */}
      <tucan-card amount="a lot" />
      {/* @ts-expect-error isolation is inline or frame */}
      <tucan-card isolation="popup" />
      {/* @ts-expect-error a tucan-total handler gets a TucanTotalEvent */}
      <tucan-card ontucan-total={(e: TucanReadyEvent) => e.detail.methods} />
      <tucan-checkout
        payer={{ payer_name: 'Maria Silva', payer_document_type: 'CPF', payer_tax_id: '52998224725' }}
      />
      <tucan-checkout newCharge={async () => 'uuid-of-a-new-charge'} />
      {/* @ts-expect-error newCharge gives a charge UUID, asynchronously */}
      <tucan-checkout newCharge={() => 42} />
      {/* @ts-expect-error a payer is an object in the pay request's names */}
      <tucan-pix payer="Maria Silva" />
      <tucan-card
        payer={{ email: 'maria@example.com', payer_document_type: 'CPF', payer_tax_id: '52998224725' }}
      />
      {/* @ts-expect-error the card's payer is an object too */}
      <tucan-card payer="maria@example.com" />
      {/* @ts-expect-error a tucan-complete detail has no amount */}
      <tucan-checkout ontucan-complete={(e) => e.detail.amount} />
      <tucan-checkout
        ontucan-status={(e) => `${e.detail.method} ${e.detail.status}`}
        ontucan-error={(e) => `${e.detail.method} ${e.detail.code}`}
        ontucan-total={(e) => e.detail.total}
      />
      {/* @ts-expect-error tucan-busy reaches the page as its method element fired it: no method */}
      <tucan-checkout ontucan-busy={(e) => e.detail.method} />
      {/* @ts-expect-error the card's own events carry no method */}
      <tucan-card ontucan-complete={(e) => e.detail.method} />
    </>
  );
}
