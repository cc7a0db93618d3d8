import { useUrlTab } from "~/hooks/use-url-tab";
import { readSort } from "~/lib/common/list-sort";
import { choiceParam, searchParam } from "~/models/admin/list-filter.server";
import type { Route } from "./+types/blog";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { crudError } from "~/i18n/admin";
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
import { PostForm } from "~/components/admin/post-form";
import { PostTable } from "~/components/admin/post-table";
import { crud, failure, isUuid, readAdminAction, TOO_LARGE, unknownIntent, withFormImage } from "./action-helpers.server";

const BLOG_TABS = ["posts", "categorias"] as const;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Blog – Painel", description: "Posts e categorias do blog.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const url = new URL(request.url);
  const q = searchParam(url.searchParams);
  const status = choiceParam(url.searchParams, "status", POST_STATUSES);
  const sort = readSort(url.searchParams, POST_SORT);
  const [posts, categories, team, productChoices] = await Promise.all([
    listPosts({ q, status, sort, page: pageNumber(url.searchParams.get("pagina")) }),
    listBlogCategories(),
    listTeam(),
    listPostProductChoices(),
  ]);
  return { posts, categories, authors: { team, currentUserId: admin.id }, productChoices, q, status, sort };
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
    case "post-update":
      return crud("post", "update", {
        form,
        schema: postSchema,
        write: (input) => withFormImage(form, input, (full) => updatePost(id, full, admin.id)),
        fieldOf: slugField,
      });
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
  const { posts, categories, authors, productChoices, q, status, sort } = loaderData;
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
            <NewItemDialog title="Novo post" className="max-w-3xl">
              {(fetcher, close) => (
                <PostForm fetcher={fetcher} categories={categories} authors={authors} productChoices={productChoices} onCancel={close} />
              )}
            </NewItemDialog>
          </div>
          <FilterBar
            q={q}
            placeholder="Título ou resumo"
            selects={[choiceSelect({ name: "status", label: "Status", value: status }, POST_STATUSES, POST_STATUS_LABELS)]}
          />
          <PostTable
            list={posts}
            sort={sort}
            categories={categories}
            authors={authors}
            productChoices={productChoices}
            filtered={Boolean(q) || status !== "all"}
          />
        </TabsContent>
        <TabsContent value="categorias">
          <div className="mb-4 flex justify-end">
            <NewItemDialog title="Nova categoria" className="max-w-md">
              {(fetcher, close) => <CategoryForm fetcher={fetcher} onCancel={close} />}
            </NewItemDialog>
          </div>
          <CategoryTable rows={categories} />
        </TabsContent>
      </Tabs>
    </>
  );
}
