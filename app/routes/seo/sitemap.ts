export function loader() {
  return new Response("Em construção", { status: 404 });
}
