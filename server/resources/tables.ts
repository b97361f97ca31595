import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceName } from '../../domain/resources/names';
import { appNotifications, cameras, cancellationReasons, consoleNotifications, contactCategories, contacts, fields, highlights, onsitePaymentMethods, paymentMethods, playersGroups, productCategories, products, rankingGroups, sports, terminals } from '../db/schema';

/** The table behind each declared resource (domain/resources). */
export const TABLES: Record<ResourceName, PgTable> = {
  'cancellation-reasons': cancellationReasons,
  'onsite-payment-methods': onsitePaymentMethods,
  'product-categories': productCategories,
  fields,
  cameras,
  contacts,
  'contact-categories': contactCategories,
  products,
  terminals,
  'players-groups': playersGroups,
  highlights,
  sports,
  'payment-methods': paymentMethods,
  'console-notifications': consoleNotifications,
  'app-notifications': appNotifications,
  'ranking-groups': rankingGroups,
};
