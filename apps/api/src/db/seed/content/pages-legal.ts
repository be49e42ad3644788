/**
 * The legal static pages: terms and conditions and the privacy policy (whose cookie section carries
 * id="before-cookies", the anchor the cookie banner links to). Written for the demo company, which is
 * fictional; they are plausible, not legal advice.
 */

export const COMPANY = {
  name: 'Stride Racing Limited',
  address: 'Unit 4, Canal Quarter, Naas, Co. Kildare, W91 X2C7, Ireland',
  email: 'hello@stride-racing.example',
  privacyEmail: 'privacy@stride-racing.example',
  phone: '+353 45 555 0142',
  companyNumber: '712345',
} as const;

export const TERMS_AND_CONDITIONS = `
<h2>1. About these terms</h2>
<p>These terms apply to your use of the Stride website and apps (together, “Stride”), operated by ${COMPANY.name}, a company registered in Ireland under number ${COMPANY.companyNumber}, whose registered office is at ${COMPANY.address}. By creating an account or buying a share in a syndicate you agree to them. Please read them together with our <a href="/privacy-policy/">privacy policy</a>.</p>
<h2>2. Your account</h2>
<p>You must be at least 18 years old to open an account. Keep your password secret and tell us straight away at <a href="mailto:${COMPANY.email}">${COMPANY.email}</a> if you think someone else has used it. You are responsible for what is posted from your account, including comments on updates and messages in chats.</p>
<p>You can delete your account at any time from Settings. We delete it within 24 hours of your request, except for records we must keep by law (for example, invoices for shares you bought).</p>
<h2>3. Syndicate shares</h2>
<p>Each syndicate is a separate arrangement between its members and the syndicate manager, governed by its own syndicate agreement, which you receive before you pay. Buying a share gives you the rights set out in that agreement: usually a share of prize money and sale proceeds, owners’ badges on race days, stable visits, and the updates published on Stride. A share does not give you ownership of Stride itself or of any other syndicate.</p>
<p>The price per share shown for a syndicate covers the period described on the syndicate’s page. Training fees, vet bills and entry fees beyond that period are charged as the syndicate agreement says. Payments are taken by our payment provider; we never see or store your card details.</p>
<h2>4. Racing is a sport, not an investment</h2>
<p>Racehorses are expensive to keep, can be injured, and most do not win back what they cost. Please buy a share for the enjoyment of ownership and only with money you can afford to lose. Nothing on Stride is financial advice. Past results of a horse or trainer are no guide to future results.</p>
<h2>5. Cancellations and refunds</h2>
<p>If you are a consumer you may cancel a share purchase within 14 days of payment, as long as the syndicate’s horse has not yet run in your colours. After that, shares can be transferred to another person with the syndicate manager’s agreement but are not refundable.</p>
<h2>6. Acceptable use</h2>
<p>Be kind in comments and chats. Do not post anything unlawful, abusive or misleading, anything that infringes someone else’s rights, or inside information that could be used for betting. We may remove content and suspend chats or accounts that break these rules. Managers can suspend and re-open their syndicate’s chats.</p>
<h2>7. Content and intellectual property</h2>
<p>Photos, videos and reports published by syndicate managers and staff are for members’ personal use. You may share them on your own social media with credit to the syndicate, but not sell them or use them in advertising without permission.</p>
<h2>8. Availability and changes</h2>
<p>We work hard to keep Stride available, but we may need to take it offline for maintenance. We may change these terms; if a change matters, we will tell you by e-mail or in the app at least 30 days in advance.</p>
<h2>9. Our liability</h2>
<p>Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or anything else that cannot be limited by law. Otherwise our total liability to you is limited to the amount you paid us in the 12 months before the claim.</p>
<h2>10. Law and complaints</h2>
<p>These terms are governed by Irish law and the courts of Ireland have jurisdiction, without affecting your rights as a consumer where you live. If something goes wrong, please <a href="/contact-us/">contact us</a> first — most problems are sorted out quickly.</p>
`.trim();

export const PRIVACY_POLICY = `
<h2>Who we are</h2>
<p>${COMPANY.name} (“Stride”, “we”) is the data controller for the personal data described here. You can reach our data protection lead at <a href="mailto:${COMPANY.privacyEmail}">${COMPANY.privacyEmail}</a> or by post at ${COMPANY.address}.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> name, e-mail address, phone number, date of birth and postal address, which you give us when you register, join a syndicate or edit your settings.</li>
<li><strong>Syndicate activity:</strong> the syndicates you belong to, your shares, the updates you view and like, your comments and your chat messages.</li>
<li><strong>Enquiries:</strong> what you send us through the contact form, the newsletter form or a request for syndicate information.</li>
<li><strong>Technical data:</strong> IP address, device and browser type, and the pages you visit, kept in our server logs for security.</li>
</ul>
<h2>Why we use it</h2>
<p>We use your data to run your account and the syndicates you belong to (performance of a contract), to send you the notifications you have switched on, to answer your enquiries, to keep Stride secure and to meet our legal obligations, such as keeping accounting records. We send marketing e-mails only if you subscribed, and every e-mail has an unsubscribe link.</p>
<h2>Who we share it with</h2>
<p>Syndicate managers and staff see the name and contact details of their syndicate’s members. Other members see your name next to your comments and messages. We use carefully chosen service providers for hosting, e-mail delivery and payments, under contracts that require them to protect your data. We never sell your data.</p>
<h2>How long we keep it</h2>
<p>We keep your account data while your account is open. When you ask us to delete your account we delete or anonymise it within 24 hours, except for records we must keep by law, such as invoices, which we keep for six years.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, ask us to correct or delete it, object to or restrict how we use it, and ask us to move it to another service. Write to <a href="mailto:${COMPANY.privacyEmail}">${COMPANY.privacyEmail}</a>. You can also complain to the Data Protection Commission (dataprotection.ie).</p>
<h2 id="before-cookies">Cookies</h2>
<p>Stride uses two kinds of cookies and similar storage:</p>
<ul>
<li><strong>Essential:</strong> keep you signed in, remember your cookie choice and protect forms against abuse. They are always on, because the site does not work without them.</li>
<li><strong>Analytics (optional):</strong> help us understand which pages are useful, using aggregated statistics. They are only set if you accept them, and you can change your mind at any time with the Manage button of the cookie message.</li>
</ul>
<p>We do not use advertising cookies.</p>
<h2>Changes to this policy</h2>
<p>We will post any changes on this page and, if they are significant, tell you by e-mail or in the app.</p>
`.trim();
