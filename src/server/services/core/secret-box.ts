import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

// Values the database must hold but must not show (two-factor secrets): sealed with AES-256-GCM
// under a key kept outside the database. Each sealed value names its key, so a new key can be put
// first while the old ones still open what they sealed; `needsResealing` finds what to seal again.
//
// Sealed form: "sb1.<key id>.<nonce>.<ciphertext and tag>" (base64url parts).

const PREFIX = "sb1";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

interface BoxKey {
  id: string;
  key: Buffer;
}

function boxKeyOf(material: string): BoxKey {
  const key = createHash("sha256").update(`secret-box key:${material}`).digest();
  return { id: createHash("sha256").update(key).digest("hex").slice(0, 8), key };
}

export class SecretBox {
  private readonly keys: BoxKey[];

  /** `keys`: the key to seal with first, then any earlier ones still able to open. */
  constructor(keys: readonly string[]) {
    const usable = keys.filter((key) => key.length > 0);
    if (usable.length === 0) throw new Error("SecretBox needs a key");
    this.keys = usable.map(boxKeyOf);
  }

  private get current(): BoxKey {
    return this.keys[0]!;
  }

  seal(plain: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.current.key, nonce);
    const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
    return [PREFIX, this.current.id, nonce.toString("base64url"), sealed.toString("base64url")].join(".");
  }

  /**
   * The value inside `stored`. A value stored before sealing began (no prefix) is returned as it
   * is, until it is sealed again; a value under an unknown key or altered in any way throws.
   */
  open(stored: string): string {
    const parts = stored.split(".");
    if (parts[0] !== PREFIX || parts.length !== 4) return stored;
    const [, keyId, nonce, sealed] = parts as [string, string, string, string];
    const boxKey = this.keys.find((candidate) => candidate.id === keyId);
    if (!boxKey) throw new Error(`SecretBox: no key ${keyId} to open this value`);
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", boxKey.key, Buffer.from(nonce, "base64url"));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
  }

  /** Stored as it is, or under an earlier key: seal it again with the current one. */
  needsResealing(stored: string): boolean {
    const parts = stored.split(".");
    return parts[0] !== PREFIX || parts[1] !== this.current.id;
  }
}
