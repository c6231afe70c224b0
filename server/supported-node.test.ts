import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MINIMUM_NODE, isSupportedNode } from "./supported-node";

describe("the server's Node.js check", () => {
  it("asks for the Node.js package.json's engines names", () => {
    const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      engines: { node: string };
    };
    expect(packageJson.engines.node).toBe(`>=${MINIMUM_NODE.replace(/\.0$/, "")}`);
  });

  it("refuses older versions and takes the minimum and later ones", () => {
    expect(isSupportedNode("20.20.2")).toBe(false);
    expect(isSupportedNode("22.22.0")).toBe(false);
    expect(isSupportedNode("24.10.9")).toBe(false);
    expect(isSupportedNode("24.11.0")).toBe(true);
    expect(isSupportedNode("24.22.3")).toBe(true);
    expect(isSupportedNode("26.1.0")).toBe(true);
  });
});
