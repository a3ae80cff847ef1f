const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a uuid can't name a row; asking the database would only raise an error. */
export const isUuid = (value: string): boolean => UUID.test(value);
