import { b as SaveAddressRequestSchema, l as DeleteAddressRequestSchema } from "./contract_DlSq23w9.mjs";
import { i as saveAddress, n as listAddresses, t as deleteAddress } from "./addresses_hni3t7eP.mjs";
import { n as getDb } from "./db_BdanbxxL.mjs";
import { r as apiCall, s as privateJson } from "./http_DKoztiHE.mjs";
import { r as customerForQuery } from "./identity_DCxSY90d.mjs";
import { t as customerWrite } from "./customer-writes_CUPdkWhr.mjs";
// src/lib/server/api/address-calls.ts
/** `GET /address-book-api/list-addresses?user-id=`: the customer's saved addresses, most recently used first. */
var listAddressesCall = apiCall(async (request, url) => {
	const customer = await customerForQuery(request, url);
	return privateJson(await listAddresses(await getDb(), customer.email));
});
/** `POST /address-book-api/save-address`: 201 with a new saved address, 200 with the same one saved before. */
var saveAddressCall = apiCall(async (request) => {
	const { customer, body } = await customerWrite(request, "address", SaveAddressRequestSchema, (save) => save.userId);
	const { address, created } = await saveAddress(await getDb(), customer.email, body.address, /* @__PURE__ */ new Date());
	return privateJson(address, created ? 201 : 200);
});
/** `POST /address-book-api/delete-address`. */
var deleteAddressCall = apiCall(async (request) => {
	const { customer, body } = await customerWrite(request, "address", DeleteAddressRequestSchema, (remove) => remove.userId);
	await deleteAddress(await getDb(), customer.email, body.addressId);
	return privateJson({ deleted: true });
});
export { listAddressesCall as n, saveAddressCall as r, deleteAddressCall as t };
