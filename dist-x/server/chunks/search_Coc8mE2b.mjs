/** A search term as typed or sent, trimmed and cut to SEARCH_TERM_MAX_LENGTH. */
function normalizeSearchTerm(raw) {
	return raw.trim().slice(0, 100);
}
/** Whether a restaurant matches a search term: case-insensitive, anywhere in its name or cuisine. */
function matchesSearch(restaurant, term) {
	const needle = term.trim().toLocaleLowerCase("en");
	if (!needle) return true;
	return restaurant.name.toLocaleLowerCase("en").includes(needle) || restaurant.cuisine.toLocaleLowerCase("en").includes(needle);
}
/** What a screen reader hears after the list changes. */
function resultsStatus(count) {
	return count === 1 ? "1 restaurant found" : `${count} restaurants found`;
}
export { normalizeSearchTerm as n, resultsStatus as r, matchesSearch as t };
