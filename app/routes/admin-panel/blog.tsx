import { useUrlTab } from "~/hooks/use-url-tab";
import { readSort } from "~/lib/common/list-sort";
import { choiceParam, searchParam } from "~/models/admin/list-filter.server";
import type { Route } from "./+types/blog";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { crudError, POST_PUBLISHED_NOW, POST_UNCHANGED } from "~/i18n/admin";
import { POST_STATUSES } from "~/db/schema/enums";
import { pageNumber } from "~/models/admin/errors.server";
import {
  createCategory,
  createPost,
  deleteCategory,
  deletePost,
  listBlogCategories,
  listPostProductChoices,
  listPosts,
  listTeam,
  POST_SORT,
  updateCategory,
  updatePost,
} from "~/models/admin/blog.server";
import { categorySchema, POST_STATUS_LABELS, postSchema } from "~/validation/admin/post";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { AdminPageHeader } from "~/components/admin/page-header";
import { CategoryForm } from "~/components/admin/category-form";
import { CategoryTable } from "~/components/admin/category-table";
import { choiceSelect, FilterBar } from "~/components/admin/filter-bar";
import { NewItemDialog } from "~/components/admin/form-dialog";
import { adminFormId } from "~/components/admin/use-admin-form";
import { PostForm } from "~/components/admin/post-form";
import { PostTable } from "~/components/admin/post-table";
import { crud, failure, formVersion, isUuid, readAdminAction, TOO_LARGE, unknownIntent, withFormImage } from "./action-helpers.server";
import { formText } from "~/lib/common/form-text";

const BLOG_TABS = ["posts", "categorias"] as const;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Blog – Painel", description: "Posts e categorias do blog.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const url = new URL(request.url);
  const q = searchParam(url.searchParams);
  const status = choiceParam(url.searchParams, "status", POST_STATUSES);
  const sort = readSort(url.searchParams, POST_SORT);
  const category = url.searchParams.get("categoria")?.slice(0, 120) || "all";
  const [posts, categories, team, productChoices] = await Promise.all([
    listPosts({ q, status, category, sort, page: pageNumber(url.searchParams.get("pagina")) }),
    listBlogCategories(),
    listTeam(),
    listPostProductChoices(),
  ]);
  return {
    posts,
    categories,
    authors: { team, currentUserId: admin.id },
    productChoices,
    q,
    status,
    category: categories.some((c) => c.slug === category) ? category : "all",
    sort,
  };
}

const slugField = (message: string) =>
  message.includes("slug")
    ? "slug"
    : message.includes("categoria")
      ? "categoryId"
      : message.includes("autor")
        ? "authorId"
        : message.includes("produto")
          ? "productIds"
          : undefined;

export async function action(args: Route.ActionArgs) {
  const { admin, form, intent, id } = await readAdminAction(args);
  if (!form) return failure(crudError("post", "update", TOO_LARGE), { errors: { imageFile: TOO_LARGE }, status: 413 });
  const nameField = (message: string) => (message.includes("slug") ? "slug" : message.includes("chamada") ? "name" : undefined);

  if (intent !== "post-create" && intent !== "category-create" && !isUuid(id)) return unknownIntent();
  switch (intent) {
    case "post-create":
      return crud("post", "create", {
        form,
        schema: postSchema,
        write: (input) => withFormImage(form, input, (full) => createPost(full, admin.id)),
        fieldOf: slugField,
      });
    case "post-update": {
      // "Publicar agora" is the edit form's second submit button.
      const publishNow = formText(form, "publishNow") === "1";
      return crud("post", "update", {
        form,
        schema: postSchema,
        write: (input) =>
          withFormImage(form, input, (full) => updatePost(id, full, admin.id, new Date(), { version: formVersion(form), publishNow })),
        fieldOf: slugField,
        done: (post) =>
          (post as { changed?: boolean } | undefined)?.changed === false
            ? { type: "info", title: POST_UNCHANGED }
            : publishNow
              ? { type: "success", title: POST_PUBLISHED_NOW }
              : undefined,
      });
    }
    case "post-delete":
      return crud("post", "delete", { form, write: () => deletePost(id, admin.id) });
    case "category-create":
      return crud("category", "create", {
        form,
        schema: categorySchema,
        write: (input) => createCategory(input, admin.id),
        fieldOf: nameField,
      });
    case "category-update":
      return crud("category", "update", {
        form,
        schema: categorySchema,
        write: (input) => updateCategory(id, input, admin.id),
        fieldOf: nameField,
      });
    case "category-delete":
      return crud("category", "delete", { form, write: () => deleteCategory(id, admin.id) });
    default:
      return unknownIntent();
  }
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { posts, categories, authors, productChoices, q, status, category, sort } = loaderData;
  const [tab, setTab] = useUrlTab(BLOG_TABS, "posts");
  return (
    <>
      <AdminPageHeader title="Blog" description="Escreva, publique e organize os artigos do blog." />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="sm:max-w-sm">
          <TabsTrigger value="posts">Posts</TabsTrigger>
          <TabsTrigger value="categorias">Categorias</TabsTrigger>
        </TabsList>
        <TabsContent value="posts">
          <div className="mb-4 flex justify-end">
            <NewItemDialog title="Novo post" className="max-w-3xl" formId={adminFormId("post-create")}>
              {(fetcher, close) => (
                <PostForm fetcher={fetcher} categories={categories} authors={authors} productChoices={productChoices} onCancel={close} />
              )}
            </NewItemDialog>
          </div>
          <FilterBar
            q={q}
            placeholder="Título ou resumo"
            selects={[
              choiceSelect({ name: "status", label: "Status", value: status }, POST_STATUSES, POST_STATUS_LABELS),
              choiceSelect(
                { name: "categoria", label: "Categoria", value: category },
                categories.map((c) => c.slug),
                Object.fromEntries(categories.map((c) => [c.slug, c.name])),
                "Todas",
              ),
            ]}
          />
          <PostTable
            list={posts}
            sort={sort}
            categories={categories}
            authors={authors}
            productChoices={productChoices}
            filtered={Boolean(q) || status !== "all" || category !== "all"}
          />
        </TabsContent>
        <TabsContent value="categorias">
          <div className="mb-4 flex justify-end">
            <NewItemDialog title="Nova categoria" className="max-w-md" formId={adminFormId("category-create")}>
              {(fetcher, close) => <CategoryForm fetcher={fetcher} onCancel={close} />}
            </NewItemDialog>
          </div>
          <CategoryTable rows={categories} />
        </TabsContent>
      </Tabs>
    </>
  );
}
