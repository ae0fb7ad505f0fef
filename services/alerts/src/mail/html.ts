const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string)

// one table-based column: what mail clients render alike (no external CSS, no scripts)
export function layout(language: string, title: string, body: string, footer: string): string {
  return [
    '<!doctype html>',
    `<html lang="${language === 'zh' ? 'zh-Hans' : 'en'}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;background:#f6f4f1;font-family:Helvetica,Arial,\'Noto Sans SC\',sans-serif;color:#1d1d1f">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">',
    '<table role="presentation" width="600" cellpadding="24" cellspacing="0" style="max-width:600px;background:#fff">',
    `<tr><td>${body}</td></tr>`,
    `<tr><td style="font-size:12px;color:#6e6e73">${footer}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n')
}

export const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#1d1d1f;color:#fff;text-decoration:none">${escapeHtml(label)}</a></p>`
