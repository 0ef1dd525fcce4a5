import { customers } from '../../db/schema/customers';
import { recordsWithDigits, recordsWithWord, SEARCH_ENTITY } from '../../db/sql/search';

/** Id queries of the shop's customers with a word of their name, phone or e-mail starting with the search, or its digits in their phone. */
export const customerMatches = (shopId: string, search: string) => [recordsWithWord(shopId, SEARCH_ENTITY.customer, search), recordsWithDigits(customers, [customers.phone], shopId, search)];
