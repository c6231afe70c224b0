import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageRouteMatcher } from "./page-route";

const action = () => null;
/** A route table like the build's: a root, pages, a layout with an index page, no catch-all. */
const ROUTES = {
  root: { id: "root", path: "", module: {} },
  home: { id: "home", parentId: "root", index: true, module: { handle: { page: "public" } } },
  contact: {
    id: "contact",
    parentId: "root",
    path: "contacto",
    module: { handle: { page: "public" }, action },
  },
  receipt: { id: "receipt", parentId: "root", path: "muestras/constancia", module: {} },
  odd: { id: "odd", parentId: "root", path: "muestras/rara", module: { handle: { page: "secreto" } } },
  admin: { id: "admin", parentId: "root", path: "admin", module: { handle: { page: "no-store" }, action } },
  "admin-home": {
    id: "admin-home",
    parentId: "admin",
    index: true,
    module: { handle: { page: "no-store" } },
  },
  banner: {
    id: "banner",
    parentId: "admin",
    path: "banners/:id",
    module: { handle: { page: "no-store", upload: { roles: ["admin"], maxBytes: 1024 } }, action },
  },
} as unknown as ServerBuild["routes"];

const match = pageRouteMatcher(ROUTES);
const at = (path: string) => match(new URL(path, "http://localhost"));

describe("pageRouteMatcher", () => {
  it("gives the leaf route's declaration, for the document and its .data answer alike", () => {
    for (const path of ["/contacto", "/contacto.data", "/contacto/", "/contacto/_.data"]) {
      expect(at(path), path).toEqual({ id: "contact", handle: { page: "public" }, hasAction: true });
    }
    for (const path of ["/", "/_root.data", "/_.data"]) expect(at(path).id, path).toBe("home");
    expect(at("/admin/banners/7.data").handle).toEqual({
      page: "no-store",
      upload: { roles: ["admin"], maxBytes: 1024 },
    });
  });

  it("gives no declaration for a route that declares nothing, or an unknown kind, or no route", () => {
    expect(at("/muestras/constancia")).toEqual({ id: "receipt", handle: undefined, hasAction: false });
    expect(at("/muestras/constancia.data").handle).toBeUndefined();
    expect(at("/muestras/rara").handle).toBeUndefined();
    expect(at("/no-existe")).toEqual({ id: undefined, handle: undefined, hasAction: false });
  });

  it("matches paths as they are spelt (the route table is case-sensitive where it says so)", () => {
    const caseSensitive = pageRouteMatcher({
      ...ROUTES,
      contact: { ...ROUTES.contact!, caseSensitive: true },
    });
    expect(caseSensitive(new URL("http://localhost/Contacto")).id).toBeUndefined();
    expect(caseSensitive(new URL("http://localhost/contacto")).id).toBe("contact");
  });

  it("posts an index route's address to its parent's action unless the address says ?index", () => {
    expect(at("/admin").id).toBe("admin-home");
    expect(at("/admin").hasAction).toBe(true);
    expect(at("/admin?index").hasAction).toBe(false);
    expect(at("/?index").hasAction).toBe(false);
  });

  it("answers a remembered path the same way, and paths past the memory still match", () => {
    const fresh = pageRouteMatcher(ROUTES);
    const first = fresh(new URL("http://localhost/contacto"));
    expect(fresh(new URL("http://localhost/contacto?x=1"))).toEqual(first);
    for (let index = 0; index < 2_100; index += 1) fresh(new URL(`http://localhost/otra-${index}`));
    expect(fresh(new URL("http://localhost/contacto"))).toEqual(first);
    expect(fresh(new URL(`http://localhost/muestras/${"a".repeat(300)}`)).id).toBeUndefined();
  });
});
