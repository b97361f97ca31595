import { ConnectCardPayments } from './connect-card-payments';
import { FacilityImages } from './facility-images';

/** What a saved facility's form shows under it: its image gallery and its card payments. */
export function FacilityExtras({ id }: { id: number }) {
  return (
    <>
      <FacilityImages id={id} />
      <ConnectCardPayments id={id} />
    </>
  );
}
