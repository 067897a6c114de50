import type { Transaction } from 'kysely';
import type { Database, PageKey } from '../schema.ts';

/**
 * Demo content for the home hero and the six content pages (about, our services, contact, privacy,
 * terms, EULA), in English and Arabic. Images are small SVGs in public/demo/pages (no hot-linking).
 */
const supportPhone = '+1 (313) 555-0142';
const supportEmail = 'hello@jaliya.app';
const updated = { en: 'Last updated: 1 March 2026', ar: 'آخر تحديث: 1 مارس 2026' };

const phoneLink = `<a href="tel:+13135550142"><bdi dir="ltr">${supportPhone}</bdi></a>`;
const emailLink = `<a href="mailto:${supportEmail}"><bdi dir="ltr">${supportEmail}</bdi></a>`;

export const heroSlides = [
  {
    title_en: 'Your community, in your language',
    title_ar: 'جاليتك، بلغتك',
    description_en:
      '<p>Jaliya brings the Arab community of Dearborn together in one place: trusted local businesses, a marketplace for neighbours, homes for rent, jobs and stories from the people around you.</p><p>Everything in <strong>Arabic and English</strong>, so every generation feels at home.</p>',
    description_ar:
      '<p>تجمع جالية أبناء الجالية العربية في ديربورن في مكان واحد: أعمال محلية موثوقة، وسوق للجيران، ومساكن للإيجار، ووظائف، وقصص من الناس من حولك.</p><p>كل ذلك <strong>بالعربية والإنجليزية</strong>، ليشعر كل جيل بأنه في بيته.</p>',
    image: '/demo/pages/hero-community.svg',
    square_image: '/demo/pages/hero-square-people.svg',
  },
  {
    title_en: 'Buy, sell and rent close to home',
    title_ar: 'بِع واشترِ واستأجر قريباً من بيتك',
    description_en:
      '<p>Post a listing in minutes, find a room near your work or a used car from a neighbour you can meet on the same street.</p>',
    description_ar:
      '<p>انشر إعلانك في دقائق، وابحث عن غرفة قريبة من عملك أو سيارة مستعملة لدى جارٍ يمكنك أن تلقاه في الشارع نفسه.</p>',
    image: '/demo/pages/hero-community.svg',
    square_image: '/demo/pages/hero-square-market.svg',
  },
];

interface PageSeed {
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
  image: string | null;
}

export const pageSeeds: Record<PageKey, PageSeed> = {
  about: {
    title_en: 'About Jaliya',
    title_ar: 'عن جالية',
    image: '/demo/pages/about.svg',
    body_en: `<p><strong>Jaliya</strong> (جالية, “the community”) is the bilingual home online for the Arab community of Dearborn, Michigan, one of the largest Arab-American communities in the United States.</p>
<h2>Our mission</h2>
<p>We want every family, newcomer and small business owner to find what they need close to home, in the language they are most comfortable with. Grandparents who read Arabic and grandchildren who read English should be able to use the same site side by side.</p>
<h2>What we believe in</h2>
<ul>
<li><strong>Trust.</strong> Listings are reviewed before they are published, and we remove anything that misleads or harms our neighbours.</li>
<li><strong>Both languages, equally.</strong> Arabic is not a translation added later: every page is written and tested right-to-left and left-to-right.</li>
<li><strong>Local first.</strong> We support the bakeries, clinics, garages and tutors that make Dearborn what it is.</li>
<li><strong>Privacy.</strong> We collect only what we need to run the service, and we never sell personal data.</li>
</ul>
<h2>Who we are</h2>
<p>Jaliya is run by a small team of volunteers and professionals who live and work in the community. We are independent of any political or religious organisation and welcome everyone who shares respect for their neighbours.</p>
<p>Questions or ideas? Call us on ${phoneLink} or write to ${emailLink}.</p>`,
    body_ar: `<p><strong>جالية</strong> هي البيت الرقمي ثنائي اللغة للجالية العربية في مدينة ديربورن بولاية ميشيغان، وهي من أكبر الجاليات العربية الأمريكية في الولايات المتحدة.</p>
<h2>رسالتنا</h2>
<p>نريد لكل أسرة ولكل قادم جديد ولكل صاحب عمل صغير أن يجد ما يحتاج إليه قريباً من بيته، وباللغة التي يرتاح إليها. فالأجداد الذين يقرؤون العربية والأحفاد الذين يقرؤون الإنجليزية يستطيعون استخدام الموقع نفسه جنباً إلى جنب.</p>
<h2>ما نؤمن به</h2>
<ul>
<li><strong>الثقة:</strong> نراجع الإعلانات قبل نشرها، ونحذف كل ما يضلّل جيراننا أو يسيء إليهم.</li>
<li><strong>اللغتان على قدم المساواة:</strong> العربية ليست ترجمة تُضاف لاحقاً، بل تُكتب كل صفحة وتُختبر من اليمين إلى اليسار ومن اليسار إلى اليمين.</li>
<li><strong>المحلي أولاً:</strong> ندعم المخابز والعيادات والورش والمدرّسين الذين يصنعون روح ديربورن.</li>
<li><strong>الخصوصية:</strong> لا نجمع إلا ما نحتاج إليه لتشغيل الخدمة، ولا نبيع البيانات الشخصية أبداً.</li>
</ul>
<h2>من نحن</h2>
<p>يدير جالية فريق صغير من المتطوعين والمهنيين الذين يعيشون ويعملون في الجالية. نحن مستقلون عن أي جهة سياسية أو دينية، ونرحّب بكل من يحترم جيرانه.</p>
<p>لديك سؤال أو فكرة؟ اتصل بنا على ${phoneLink} أو راسلنا على ${emailLink}.</p>`,
  },
  our_services: {
    title_en: 'Our services',
    title_ar: 'خدماتنا',
    image: '/demo/pages/our-services.svg',
    body_en: `<p>Jaliya gathers the services a community needs every day. All of them are free to browse; posting needs a free account.</p>
<h2>Business directory</h2>
<p>Shops and service providers, from restaurants and groceries to lawyers, doctors and mechanics, with opening hours, photos, a map and reviews from neighbours.</p>
<h2>Marketplace</h2>
<p>Buy and sell new and used items with people nearby: furniture, electronics, cars, clothes and more. Meet locally and pay in person.</p>
<h2>Rentals</h2>
<p>Apartments, houses, townhouses and rooms for rent, or post what you are looking for. Filter by price, bedrooms and who the home suits (families, men or women).</p>
<h2>Jobs</h2>
<p>Employers post openings and job seekers post their experience, full time or part time. Applicants can stay anonymous until they choose to share their contact details.</p>
<h2>Blog and user guides</h2>
<p>News, stories and practical guides about life in Dearborn, plus step-by-step help for using every part of the site.</p>
<p>Take Jaliya with you: the mobile app offers the same services on your phone.</p>`,
    body_ar: `<p>تجمع جالية الخدمات التي تحتاج إليها الجالية كل يوم. تصفّحها كلها مجاني، والنشر يحتاج إلى حساب مجاني.</p>
<h2>دليل الأعمال</h2>
<p>المتاجر ومقدمو الخدمات، من المطاعم والبقالات إلى المحامين والأطباء والميكانيكيين، مع ساعات العمل والصور والخريطة وتقييمات الجيران.</p>
<h2>السوق</h2>
<p>بِع واشترِ السلع الجديدة والمستعملة مع أناس قريبين منك: أثاث وأجهزة إلكترونية وسيارات وملابس وغيرها. التقِ بالبائع في مكان قريب وادفع يداً بيد.</p>
<h2>الإيجارات</h2>
<p>شقق ومنازل وبيوت متلاصقة وغرف للإيجار، أو انشر ما تبحث عنه. صفِّ النتائج حسب السعر وعدد غرف النوم ولمن يناسب السكن (عائلات أو رجال أو نساء).</p>
<h2>الوظائف</h2>
<p>ينشر أصحاب العمل الوظائف الشاغرة، وينشر الباحثون عن عمل خبراتهم، بدوام كامل أو جزئي. ويمكن للمتقدّم أن يبقى مجهول الهوية حتى يقرر مشاركة بيانات التواصل.</p>
<h2>المدونة وأدلة الاستخدام</h2>
<p>أخبار وقصص وأدلة عملية عن الحياة في ديربورن، إضافة إلى شروح خطوة بخطوة لاستخدام كل أقسام الموقع.</p>
<p>خذ جالية معك: يقدّم تطبيق الهاتف الخدمات نفسها على جوالك.</p>`,
  },
  contact: {
    title_en: 'Contact us',
    title_ar: 'تواصل معنا',
    image: '/demo/pages/contact.svg',
    body_en: `<p>We are happy to hear from you, whether you have a question about a listing, need help with your account or want to suggest an idea for the community.</p>
<p>Support phone: ${phoneLink} (Monday to Friday, 9 am to 5 pm Eastern Time).<br>E-mail: ${emailLink}</p>
<p>Or send us a message with the form below. We usually reply within two working days, in Arabic or English.</p>`,
    body_ar: `<p>يسعدنا أن نسمع منك، سواء كان لديك سؤال عن إعلان، أو تحتاج إلى مساعدة في حسابك، أو تريد أن تقترح فكرة تخدم الجالية.</p>
<p>هاتف الدعم: ${phoneLink} (من الاثنين إلى الجمعة، من 9 صباحاً حتى 5 مساءً بتوقيت شرق الولايات المتحدة).<br>البريد الإلكتروني: ${emailLink}</p>
<p>أو أرسل إلينا رسالة عبر النموذج أدناه. نردّ عادةً خلال يومَي عمل، بالعربية أو الإنجليزية.</p>`,
  },
  privacy: {
    title_en: 'Privacy policy',
    title_ar: 'سياسة الخصوصية',
    image: null,
    body_en: `<p>${updated.en}</p>
<p>This policy explains what personal data Jaliya (“we”) collects when you use the website and mobile app, why we collect it and what choices you have.</p>
<h2>1. Data we collect</h2>
<ul>
<li><strong>Account data:</strong> your name, e-mail address, phone number (optional), gender (optional) and a securely hashed password.</li>
<li><strong>Content you post:</strong> listings, photos, descriptions, prices, locations and contact details you choose to publish.</li>
<li><strong>Messages:</strong> what you send through the contact form or to other users.</li>
<li><strong>Technical data:</strong> IP address, browser type, pages visited and error logs, kept to protect the service from abuse.</li>
</ul>
<h2>2. How we use it</h2>
<ul>
<li>To run your account and publish your listings.</li>
<li>To review listings before publication and prevent fraud and spam.</li>
<li>To answer your questions and send messages you asked for, such as password resets or the newsletter.</li>
<li>To understand, in aggregate, which parts of the site are useful.</li>
</ul>
<h2>3. What others can see</h2>
<p>Published listings are public. If you post anonymously, your name, e-mail and phone number are not shown with the listing. Your account e-mail is never shown to other users.</p>
<h2>4. Sharing</h2>
<p>We do not sell personal data. We share it only with service providers that host and operate Jaliya for us (for example hosting, e-mail delivery and analytics) under contracts that protect it, or when the law requires it.</p>
<h2>5. Photos</h2>
<p>Uploaded photos are re-encoded and their location (GPS) metadata is removed before they are stored.</p>
<h2>6. Retention</h2>
<p>We keep your data while your account is active. When you delete your account, we delete your profile and listings within 30 days, except records we must keep by law.</p>
<h2>7. Your rights</h2>
<p>You can view and correct your data in your profile, download a copy or ask us to delete it by writing to ${emailLink}.</p>
<h2>8. Children</h2>
<p>Jaliya is not intended for children under 13, and we do not knowingly collect their data.</p>
<h2>9. Changes</h2>
<p>We will announce important changes on this page and, where appropriate, by e-mail.</p>`,
    body_ar: `<p>${updated.ar}</p>
<p>توضّح هذه السياسة البيانات الشخصية التي تجمعها جالية («نحن») عند استخدامك للموقع وتطبيق الهاتف، وسبب جمعها، والخيارات المتاحة لك.</p>
<h2>1. البيانات التي نجمعها</h2>
<ul>
<li><strong>بيانات الحساب:</strong> اسمك وبريدك الإلكتروني ورقم هاتفك (اختياري) وجنسك (اختياري) وكلمة مرور مخزّنة بشكل مُشفّر آمن.</li>
<li><strong>المحتوى الذي تنشره:</strong> الإعلانات والصور والأوصاف والأسعار والمواقع وبيانات التواصل التي تختار نشرها.</li>
<li><strong>الرسائل:</strong> ما ترسله عبر نموذج التواصل أو إلى المستخدمين الآخرين.</li>
<li><strong>البيانات التقنية:</strong> عنوان IP ونوع المتصفح والصفحات التي زرتها وسجلات الأخطاء، ونحتفظ بها لحماية الخدمة من إساءة الاستخدام.</li>
</ul>
<h2>2. كيف نستخدمها</h2>
<ul>
<li>لتشغيل حسابك ونشر إعلاناتك.</li>
<li>لمراجعة الإعلانات قبل نشرها ومنع الاحتيال والرسائل المزعجة.</li>
<li>للرد على أسئلتك وإرسال الرسائل التي طلبتها، مثل إعادة تعيين كلمة المرور أو النشرة البريدية.</li>
<li>لنفهم، بصورة إجمالية، أيّ أقسام الموقع أكثر فائدة.</li>
</ul>
<h2>3. ما يراه الآخرون</h2>
<p>الإعلانات المنشورة متاحة للجميع. وإذا نشرت إعلاناً دون ذكر اسمك، فلن يظهر اسمك ولا بريدك الإلكتروني ولا رقم هاتفك معه. ولا يظهر بريد حسابك لأي مستخدم آخر.</p>
<h2>4. المشاركة</h2>
<p>لا نبيع البيانات الشخصية. ولا نشاركها إلا مع مزوّدي الخدمات الذين يستضيفون جالية ويشغّلونها لصالحنا (مثل الاستضافة وإرسال البريد والتحليلات) بموجب عقود تحميها، أو عندما يفرض القانون ذلك.</p>
<h2>5. الصور</h2>
<p>نعيد ترميز الصور المرفوعة ونحذف منها بيانات الموقع الجغرافي (GPS) قبل تخزينها.</p>
<h2>6. مدة الاحتفاظ</h2>
<p>نحتفظ ببياناتك ما دام حسابك نشطاً. وعند حذف حسابك نحذف ملفك الشخصي وإعلاناتك خلال 30 يوماً، باستثناء السجلات التي يلزمنا القانون بالاحتفاظ بها.</p>
<h2>7. حقوقك</h2>
<p>يمكنك الاطلاع على بياناتك وتصحيحها من ملفك الشخصي، أو طلب نسخة منها أو حذفها بمراسلتنا على ${emailLink}.</p>
<h2>8. الأطفال</h2>
<p>جالية غير موجّهة للأطفال دون الثالثة عشرة، ولا نجمع بياناتهم عن علم.</p>
<h2>9. التعديلات</h2>
<p>سنعلن عن التغييرات المهمة في هذه الصفحة، وعبر البريد الإلكتروني عند الحاجة.</p>`,
  },
  terms: {
    title_en: 'Terms and conditions',
    title_ar: 'الشروط والأحكام',
    image: null,
    body_en: `<p>${updated.en}</p>
<p>By using Jaliya you agree to these terms. Please read them carefully.</p>
<h2>1. Your account</h2>
<p>You must be at least 13 years old (18 to post jobs, rentals or sell items). Keep your password private; you are responsible for what is done with your account.</p>
<h2>2. Posting listings</h2>
<ul>
<li>Listings must be true, describe a real item, home, job or business in the community and show an honest price.</li>
<li>New listings are reviewed and may wait for approval before they are published. We may refuse or remove any listing.</li>
<li>You keep the rights to your content and give Jaliya a licence to display it on the website, the app and in our promotion of them.</li>
</ul>
<h2>3. Not allowed</h2>
<ul>
<li>Illegal goods or services, weapons, drugs, counterfeit items and adult content.</li>
<li>Discrimination in housing or employment that the law forbids, hate speech and harassment.</li>
<li>Scams, advance-fee requests, spam, duplicate listings and misleading photos.</li>
<li>Collecting other users' data or using automated tools to copy the site.</li>
</ul>
<h2>4. Deals between users</h2>
<p>Jaliya is a meeting place: we are not a party to sales, rentals or employment agreed between users and we do not guarantee any listing. Meet in public places, inspect before you pay and never send money to someone you have not met.</p>
<h2>5. Liability</h2>
<p>The service is provided “as is”. To the extent the law allows, Jaliya is not liable for losses arising from listings, from dealings between users or from interruptions of the service.</p>
<h2>6. Ending your use</h2>
<p>You can delete your account at any time. We may suspend accounts that break these terms.</p>
<h2>7. Law</h2>
<p>These terms are governed by the laws of the State of Michigan, USA. Questions: ${emailLink}.</p>`,
    body_ar: `<p>${updated.ar}</p>
<p>باستخدامك جالية فإنك توافق على هذه الشروط، فيُرجى قراءتها بعناية.</p>
<h2>1. حسابك</h2>
<p>يجب ألا يقل عمرك عن 13 عاماً (و18 عاماً لنشر الوظائف أو الإيجارات أو بيع السلع). حافظ على سرية كلمة مرورك، فأنت مسؤول عمّا يجري من خلال حسابك.</p>
<h2>2. نشر الإعلانات</h2>
<ul>
<li>يجب أن تكون الإعلانات صادقة، وأن تصف سلعة أو مسكناً أو وظيفة أو عملاً حقيقياً في الجالية، وأن تعرض سعراً أميناً.</li>
<li>تخضع الإعلانات الجديدة للمراجعة وقد تنتظر الموافقة قبل نشرها، ويحق لنا رفض أي إعلان أو حذفه.</li>
<li>تحتفظ بحقوقك في المحتوى الذي تنشره، وتمنح جالية ترخيصاً بعرضه على الموقع والتطبيق وفي الترويج لهما.</li>
</ul>
<h2>3. ما لا يُسمح به</h2>
<ul>
<li>السلع أو الخدمات غير القانونية، والأسلحة، والمخدرات، والبضائع المقلدة، والمحتوى الإباحي.</li>
<li>التمييز في السكن أو التوظيف الذي يحظره القانون، وخطاب الكراهية، والمضايقة.</li>
<li>الاحتيال، وطلب دفعات مقدّمة مشبوهة، والرسائل المزعجة، والإعلانات المكررة، والصور المضلِّلة.</li>
<li>جمع بيانات المستخدمين الآخرين أو استخدام أدوات آلية لنسخ محتوى الموقع.</li>
</ul>
<h2>4. التعامل بين المستخدمين</h2>
<p>جالية مكان للقاء فقط: لسنا طرفاً في البيع أو الإيجار أو التوظيف الذي يتفق عليه المستخدمون، ولا نضمن أي إعلان. التقوا في أماكن عامة، وافحصوا قبل الدفع، ولا ترسلوا مالاً إلى شخص لم تقابلوه.</p>
<h2>5. المسؤولية</h2>
<p>تُقدَّم الخدمة «كما هي». وبالقدر الذي يسمح به القانون، لا تتحمّل جالية مسؤولية الخسائر الناتجة عن الإعلانات أو عن التعامل بين المستخدمين أو عن انقطاع الخدمة.</p>
<h2>6. إنهاء الاستخدام</h2>
<p>يمكنك حذف حسابك في أي وقت، ويحق لنا إيقاف الحسابات التي تخالف هذه الشروط.</p>
<h2>7. القانون الواجب التطبيق</h2>
<p>تخضع هذه الشروط لقوانين ولاية ميشيغان في الولايات المتحدة الأمريكية. للاستفسار: ${emailLink}.</p>`,
  },
  eula: {
    title_en: 'End-user licence agreement',
    title_ar: 'اتفاقية ترخيص المستخدم النهائي',
    image: null,
    body_en: `<p>${updated.en}</p>
<p>This agreement is between you and Jaliya for the use of the Jaliya mobile application (the “App”). By installing or using the App you accept it together with our Terms and conditions and Privacy policy.</p>
<h2>1. Licence</h2>
<p>We grant you a personal, non-exclusive, non-transferable and revocable licence to install and use the App on devices you own or control, for your own non-commercial use.</p>
<h2>2. Restrictions</h2>
<p>You may not copy, modify, reverse engineer, rent, sell or redistribute the App, remove its notices, or use it to break the law or the Terms and conditions.</p>
<h2>3. Content</h2>
<p>Listings and messages in the App are provided by users. Objectionable content and abusive users can be reported from any listing; we act on reports within 24 hours and may remove the content and the account.</p>
<h2>4. Updates and availability</h2>
<p>We may update the App or change its features. Some features need an internet connection and an account.</p>
<h2>5. App stores</h2>
<p>This agreement is with Jaliya, not with Apple or Google. They have no obligation to provide support for the App, but they are third-party beneficiaries of this agreement and may enforce it.</p>
<h2>6. No warranty</h2>
<p>The App is provided “as is”, without warranties of any kind, to the extent the law allows.</p>
<h2>7. Ending</h2>
<p>This licence ends if you break it or delete the App. Questions: ${emailLink}.</p>`,
    body_ar: `<p>${updated.ar}</p>
<p>هذه الاتفاقية مبرمة بينك وبين جالية لاستخدام تطبيق جالية على الهاتف («التطبيق»). وبتثبيتك التطبيق أو استخدامه فإنك توافق عليها إلى جانب الشروط والأحكام وسياسة الخصوصية.</p>
<h2>1. الترخيص</h2>
<p>نمنحك ترخيصاً شخصياً غير حصري وغير قابل للتحويل وقابلاً للإلغاء لتثبيت التطبيق واستخدامه على الأجهزة التي تملكها أو تتحكم بها، لاستخدامك الشخصي غير التجاري.</p>
<h2>2. القيود</h2>
<p>لا يجوز لك نسخ التطبيق أو تعديله أو الهندسة العكسية له أو تأجيره أو بيعه أو إعادة توزيعه، ولا إزالة الإشعارات منه، ولا استخدامه لمخالفة القانون أو الشروط والأحكام.</p>
<h2>3. المحتوى</h2>
<p>يقدّم المستخدمون الإعلانات والرسائل الموجودة في التطبيق. ويمكن الإبلاغ عن المحتوى المسيء والمستخدمين المسيئين من أي إعلان، ونتعامل مع البلاغات خلال 24 ساعة وقد نحذف المحتوى والحساب.</p>
<h2>4. التحديثات والتوفر</h2>
<p>قد نحدّث التطبيق أو نغيّر ميزاته. وتحتاج بعض الميزات إلى اتصال بالإنترنت وإلى حساب.</p>
<h2>5. متاجر التطبيقات</h2>
<p>هذه الاتفاقية مع جالية وليست مع Apple أو Google. ولا تلتزم هاتان الشركتان بتقديم الدعم للتطبيق، لكنهما مستفيدتان من هذه الاتفاقية بصفتهما طرفاً ثالثاً ويحق لهما إنفاذها.</p>
<h2>6. إخلاء الضمان</h2>
<p>يُقدَّم التطبيق «كما هو» دون أي ضمانات، بالقدر الذي يسمح به القانون.</p>
<h2>7. الإنهاء</h2>
<p>ينتهي هذا الترخيص إذا خالفته أو حذفت التطبيق. للاستفسار: ${emailLink}.</p>`,
  },
};

/** Inserts the hero slides and the six content pages for a city. */
export async function seedPages(trx: Transaction<Database>, cityId: number) {
  await trx
    .insertInto('hero_slides')
    .values(heroSlides.map((slide, position) => ({ ...slide, city_id: cityId, position })))
    .execute();
  await trx
    .insertInto('pages')
    .values(
      Object.entries(pageSeeds).map(([key, page]) => ({ ...page, key: key as PageKey, city_id: cityId })),
    )
    .execute();
}
