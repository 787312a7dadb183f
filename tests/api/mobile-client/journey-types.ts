/**
 * The shapes of the mobile app's journey (journey.ts), apart from the generated OpenAPI types so
 * that tests/api/mobile-client.test.ts typechecks on a fresh checkout before ./schema.d.ts exists.
 */

/** What the test gives the journey: the server, the person's phone and document, the phone's inbox. */
export interface JourneyInput {
  baseUrl: string;
  phone: string;
  documentId: number;
  /** The newest SMS code the phone received. */
  readSms: (phone: string) => string;
}

/** What the journey saw, for the test to assert. */
export interface JourneyResult {
  isNew: boolean;
  deviceId: number;
  bookings: number;
  payment: { status: string; amountKopecks: number };
  codeChannel: 'sms' | 'call';
  signed: {
    signature: string;
    signerName: string | null;
    signatureHash: string | null;
    evidence: { channel: string; clientType: string; role: string; legalText: string } | null;
  };
  shown: { signature: string; signedAt: string | null; historyKinds: string[] };
  reuse: { status: number; message: string };
}
