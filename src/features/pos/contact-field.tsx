import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contacts } from '../../../domain/resources/contacts';
import type { PosContact } from '../../../domain/pos/cart';
import { useResourceRecord } from '../../api/resources';
import { ContactPicker } from '../bookings/contact-picker';

const contactsDef = contacts;

/**
 * The sale's contact (the receipt by e-mail goes to them): the bookings' contact picker (search,
 * pick, create); the picked contact's name is read from its record before it is attached.
 */
export const ContactField = memo(function ContactField(props: { facilityId: number; contact: PosContact | null; disabled: boolean; onChange: (contact: PosContact | null) => void }) {
  const { facilityId, contact, disabled, onChange } = props;
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number | null>(null);
  const record = useResourceRecord(contactsDef, picked);
  useEffect(() => {
    if (picked === null || !record.data || Number(record.data.id) !== picked) return;
    onChange({ id: picked, name: String(record.data.name) });
    setPicked(null);
  }, [picked, record.data, onChange]);
  if (disabled) return null;
  return (
    <ContactPicker facilityId={facilityId} value={contact?.id ?? null} currentName={contact?.name ?? null} label={t('checkout.contact')} onChange={(id) => (id === null ? onChange(null) : setPicked(id))} />
  );
});
