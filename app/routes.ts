import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  // Resource routes (no page).
  route("api/auth/*", "routes/api/auth.ts"),
  route("sair", "routes/auth/sign-out.ts"),
  route("newsletter", "routes/site/newsletter.ts"),
  route("blog/:slug/curtir", "routes/site/like.ts"),
  route("blog/:slug/visualizar", "routes/site/post-view.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("blog/rss.xml", "routes/seo/rss.ts"),
  route("amostras/frete", "routes/site/shipping-quote.ts"),
  route("favoritos/conta", "routes/site/favorites-account.ts"),
  // The bank's Pix notifications: /api/pix/webhook/<secret> and its "/pix" suffix.
  route("api/pix/webhook/*", "routes/api/pix-webhook.ts"),

  // The public site, the account pages and /admin share the navigation bar and footer.
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("produtos", "routes/site/catalog.tsx"),
    route("produtos/:slug", "routes/site/category.tsx"),
    route("produto/:slug", "routes/site/product.tsx"),
    route("blog", "routes/site/blog.tsx"),
    route("blog/:slug", "routes/site/post.tsx"),
    route("ajuda", "routes/site/help.tsx"),
    route("politica-troca", "routes/site/returns.tsx"),
    route("lgpd", "routes/site/privacy.tsx"),
    route("lgpd/confirmar", "routes/site/privacy-confirm.tsx"),
    route("contato", "routes/site/contact.tsx"),
    route("sobre", "routes/site/about.tsx"),
    route("pontos", "routes/site/points.tsx"),
    route("guia-vitalidade", "routes/site/guide.tsx"),
    route("favoritos", "routes/site/favorites.tsx"),
    route("menu", "routes/site/menu.tsx"),
    route("newsletter/:acao", "routes/site/newsletter-link.tsx"),
    route("termos/aceitar", "routes/site/terms-accept.tsx"),

    layout("routes/auth/layout.tsx", [route("auth", "routes/auth/auth.tsx"), route("auth/nova-senha", "routes/auth/reset-password.tsx")]),
    layout("routes/dashboard/layout.tsx", [
      route("dashboard", "routes/dashboard/index.tsx"),
      route("dashboard/meus-dados", "routes/dashboard/my-data.ts"),
    ]),
    layout("routes/admin/layout.tsx", [route("admin", "routes/admin/index.tsx")]),

    route("*", "routes/site/not-found.tsx"),
  ]),

  // Printed, so without the panel's frame.
  route("admin-panel/amostras/separacao", "routes/admin-panel/packing-list.tsx"),

  // The admin panel has its own frame (sidebar).
  layout("routes/admin-panel/layout.tsx", [
    ...prefix("admin-panel", [
      index("routes/admin-panel/index.tsx"),
      route("produtos", "routes/admin-panel/products.tsx"),
      route("amostras", "routes/admin-panel/samples.tsx"),
      route("usuarios", "routes/admin-panel/users.tsx"),
      route("usuarios/:id", "routes/admin-panel/user.tsx"),
      route("avaliacoes", "routes/admin-panel/reviews.tsx"),
      route("premios", "routes/admin-panel/rewards.tsx"),
      route("blog", "routes/admin-panel/blog.tsx"),
      route("relatorios", "routes/admin-panel/reports.tsx"),
      route("configuracoes", "routes/admin-panel/settings.tsx"),
      route("amostras/despacho", "routes/admin-panel/dispatch.tsx"),
      route("amostras.csv", "routes/admin-panel/samples-csv.ts"),
      route("amostras/separacao.csv", "routes/admin-panel/packing-csv.ts"),
      route("relatorios.csv", "routes/admin-panel/reports-csv.ts"),
      route("blog/previa", "routes/admin-panel/blog-preview.ts"),
      route("blog/imagem", "routes/admin-panel/blog-image.ts"),
      route("privacidade", "routes/admin-panel/privacy.tsx"),
      route("emails", "routes/admin-panel/emails.tsx"),
      route("*", "routes/admin-panel/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
