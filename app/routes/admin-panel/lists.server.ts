/**
 * The products and samples lists as the panel reads them from the address (filters, order, page).
 * The panel's Produtos and Amostras pages load through these, and so does /admin, which shows the
 * two lists with its own page parameters.
 */
import { readSort } from "~/lib/common/list-sort";
import { PRODUCT_STATUSES } from "~/db/schema/enums";
import { choiceParam, searchParam } from "~/models/admin/list-filter.server";
import { pageNumber } from "~/models/admin/errors.server";
import { listProductCategories, listProducts, PRODUCT_SORT } from "~/models/admin/products.server";
import { listSamples, sampleFilters } from "~/models/admin/samples.server";

export async function loadProductList(url: URL, pageParam = "pagina") {
  const q = searchParam(url.searchParams);
  const status = choiceParam(url.searchParams, "status", PRODUCT_STATUSES);
  const sort = readSort(url.searchParams, PRODUCT_SORT);
  const line = url.searchParams.get("linha")?.slice(0, 120) || "all";
  const [list, categories] = await Promise.all([
    listProducts({ q, status, line, sort, page: pageNumber(url.searchParams.get(pageParam)) }),
    listProductCategories(),
  ]);
  return { list, categories, q, status, sort, line: categories.some((c) => c.slug === line) ? line : "all" };
}

export async function loadSampleList(url: URL, pageParam = "pagina") {
  const filters = sampleFilters(url);
  const list = await listSamples({ ...filters, page: pageNumber(url.searchParams.get(pageParam)) });
  return { list, ...filters };
}
