import { describe, expect, it } from 'vitest';
import { addProduct, EMPTY_CART } from './cart';
import { BALLS } from './samples';
import { DECLINE_REASONS, declineText, posRefusalText, type PosRefusalCode } from './types';

describe('refusals and declines in English and Spanish', () => {
  async function translators() {
    const { en, es } = await import('../i18n/messages');
    const i18next = (await import('i18next')).default.createInstance();
    await i18next.init({ resources: { en: { translation: en }, es: { translation: es } }, lng: 'en', interpolation: { escapeValue: false }, showSupportNotice: false });
    return { en: i18next.getFixedT('en'), es: i18next.getFixedT('es'), en_: en };
  }

  it('out of stock names the product and what is left', async () => {
    const t = await translators();
    const r = addProduct(EMPTY_CART, BALLS, 3);
    expect(r.ok).toBe(false);
    const text = posRefusalText((r as { ok: false; refusal: Parameters<typeof posRefusalText>[0] }).refusal);
    expect(t.en(text.key, text.params)).toBe('Bolas de pádel: only 1 left in stock');
    expect(t.es(text.key, text.params)).toBe('Bolas de pádel: solo hay 1 en stock');
  });

  it('every refusal and decline has its own text in both languages', async () => {
    const t = await translators();
    const codes = Object.keys(t.en_.pos.refused) as PosRefusalCode[];
    expect(codes.length).toBeGreaterThan(20);
    for (const code of codes) {
      const { key, params } = posRefusalText({ code });
      const en = t.en(key, params);
      const es = t.es(key, params);
      expect(en).not.toBe(key);
      expect(es).not.toBe(key);
      expect(es).not.toBe(en);
    }
    for (const reason of DECLINE_REASONS) {
      expect(t.en(declineText(reason))).not.toBe(declineText(reason));
      expect(t.es(declineText(reason))).not.toBe(t.en(declineText(reason)));
    }
    expect(t.en(posRefusalText({ code: 'cash_short' }).key)).toBe('The cash tendered is less than the amount due');
    expect(t.es(posRefusalText({ code: 'cash_short' }).key)).toBe('El efectivo entregado es menor que el importe a pagar');
  });
});
