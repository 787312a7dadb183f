/** Issue 14 item 7 (the booking's documents, on the one upload field): a refused upload shows the server's reason at the file, not only "attach the certificate". */
import { describe, expect, it } from 'vitest';
import type { UploadFile } from 'antd';
import { filesRule, uploadFailure } from '../../../src/components/upload-field';

// What callEndpoint throws: Refine's HttpError.
const refused = {
  statusCode: 422,
  message: 'Проверьте данные',
  errors: { file: ['Подходят PDF, JPEG, PNG или WebP'] },
};

describe('booking documents', () => {
  it("keeps the server's field reason of a refused upload", () => {
    expect(uploadFailure(refused).message).toBe('Подходят PDF, JPEG, PNG или WebP');
    expect(uploadFailure({ statusCode: 413, message: 'Файл слишком большой' }).message).toBe('Файл слишком большой');
  });

  it('names the refused file and its reason before asking to attach one', async () => {
    const rule = filesRule(1, 'Приложите свидетельство ИНН');
    const bad = { uid: '1', name: 'fake.pdf', status: 'error', error: uploadFailure(refused) } as UploadFile;
    await expect(rule.validator(null, [bad])).rejects.toThrow('fake.pdf: Подходят PDF, JPEG, PNG или WebP');
    await expect(rule.validator(null, [])).rejects.toThrow('Приложите свидетельство ИНН');
    await expect(rule.validator(null, [{ uid: '2', name: 'ok.pdf', status: 'done' }])).resolves.toBeUndefined();
  });
});
