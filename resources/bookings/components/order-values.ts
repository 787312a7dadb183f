/** The booking form's values and the objects it books (docs/rules.md R5.1–R5.11). */
import type { UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import type { PayerType } from '../../../src/contracts/bookings';
import type { ObjectItem } from '../../../src/contracts/objects';
import type { TouristTaxExemptionCategory } from '../../../src/domain/tourist-tax';

/**
 * The antd form's values, named as POST app/v1/bookings names them (so the server's `errors` land
 * under the fields), except `period`, the picker's [check-in, check-out]; children are ages in years.
 */
export interface OrderValues {
  period?: [Dayjs, Dayjs] | null;
  guests?: { adults?: number | null; children?: (number | null)[] };
  tariffId?: number;
  payerType: PayerType;
  contact: {
    surname?: string;
    name?: string;
    patronymic?: string;
    phone?: string;
    email?: string;
    companyName?: string;
    inn?: string;
  };
  documents?: { tinCertificate?: UploadFile[]; guestDocuments?: UploadFile[] };
  /** Guests' tourist-tax exemption claims (docs/rules.md R5.26), each with its scan. */
  exemptions?: {
    guestIndex: number;
    guestName: string;
    category: TouristTaxExemptionCategory;
    scan?: UploadFile[];
  }[];
  /** The personal-data consent (docs/rules.md R6.9), as on every form that collects personal data. */
  policyConsent?: boolean;
  /** The promo code as typed (docs/rules.md R5.32); the body sends the one the quote applied. */
  promoCode?: string;
}

/** An object in the booking: the page's object first, then the ones added (price per night in kopecks). */
export type ChosenObject = Pick<ObjectItem, 'id' | 'title' | 'capacity' | 'pricePerNightKopecks' | 'kind'>;
