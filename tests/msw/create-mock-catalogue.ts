import { customers, type MockCatalogue, pets } from './catalogue-data';
import { products, services, suppliers } from './catalogue-goods';

const byId = <T extends { id: string }>(rows: T[]): Record<string, T> => Object.fromEntries(rows.map((r) => [r.id, r]));

/** A fresh copy of the catalogue; handlers mutate it on POST, PUT and DELETE calls. */
export function createMockCatalogue(shops: { q1: string; hanoi: string }): MockCatalogue {
  const { q1, hanoi } = shops;
  return {
    customers: byId(customers(q1, hanoi)),
    pets: byId(pets(q1, hanoi)),
    services: byId(services(q1, hanoi)),
    products: byId(products(q1, hanoi)),
    suppliers: byId(suppliers(q1, hanoi)),
  };
}
