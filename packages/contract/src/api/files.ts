import { authorUploadQuery, fileIdQuery, uploadedFile, uploadQuery } from '../schemas/files.ts';
import { defineCall } from './define.ts';

/** Uploads and downloads (ARCHITECTURE "Real parts": files). Downloads stream as blobs with the original name. */
const tags = ['files'] as const;

export const authorUpload = defineCall({
  method: 'POST',
  path: '/author/file/upload',
  access: 'author',
  tags,
  summary:
    'Upload a file for a submission, a message or feedback (the type is judged by content and names the stored extension; size and types by the press’s settings)',
  query: authorUploadQuery,
  upload: true,
  response: uploadedFile,
});

export const authorDownload = defineCall({
  method: 'GET',
  path: '/author/file/download',
  access: 'author',
  tags,
  summary: 'Download a file the author sent',
  query: fileIdQuery,
  response: 'file',
});

export const staffUpload = defineCall({
  method: 'POST',
  path: '/sys/file/upload',
  access: {
    permission: [
      'operation.manuscriptManage',
      'caibian.myAuthor.enter',
      'caibian.UploadTerminal.upload',
      'finance.remittance',
      'finance.remittance.confirm',
      'finance.orderList.receive',
      'operation.articleDetail.message',
      'finance.invoiceManage.issue',
      'finance.expertFee.pay',
      'editorialReview.postingDateFaPai.typeset',
    ],
  },
  tags,
  summary:
    'Upload a file as staff (an entry on an author’s behalf, a remittance or payment voucher, a message attachment, an e-invoice, a typeset proof)',
  query: uploadQuery,
  upload: true,
  response: uploadedFile,
});

export const staffDownload = defineCall({
  method: 'GET',
  path: '/sys/file/download',
  access: {
    permission: [
      'operation.articleDetail',
      'finance.remittance',
      'finance.invoiceManage',
      'finance.expertFee',
      // A payment's voucher, from an order's detail.
      'operation.orderInquiry',
      'finance.orderList',
      // A layout or proof PDF, from the typesetting, online proofreading and check screens.
      'editorialReview.postingDateFaPai',
      'editorialReview.online',
      'editorialReview.check',
    ],
  },
  tags,
  summary:
    'Download or open a file of a manuscript the caller may see, or a voucher or e-invoice of the press',
  query: fileIdQuery,
  response: 'file',
});
