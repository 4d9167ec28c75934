// The request channel's SHA-256 against Node's, on the standard vectors and on texts around the block boundaries.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/net/digest";

const node = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("sha256Hex", () => {
  it("gives the FIPS 180-4 examples", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
  });

  it("agrees with Node's on every length up to three blocks, and on text outside ASCII", () => {
    for (let n = 0; n <= 200; n++) {
      const text = "x".repeat(n);
      expect(sha256Hex(text), `length ${n}`).toBe(node(text));
    }
    for (const text of ["Beowulf → Grendel", "Ångström 🚀", '{"type":"attack","shipId":"abc"}'])
      expect(sha256Hex(text)).toBe(node(text));
  });
});
