import type { Kysely } from 'kysely';
import type { JobPostType } from '#shared/listings/job.ts';
import { jobAttributesSchema } from '#shared/listings/job.schema.ts';
import { listingSlug } from '#shared/listings/slug.ts';
import type { Database } from '../schema.ts';
import type { DemoPosterKey } from './demo-accounts.ts';

const dayMs = 86_400_000;

/** One demo job post, written the way people in Dearborn write them, in either language. */
interface DemoJob {
  by: DemoPosterKey;
  type: JobPostType;
  title: string;
  description: string;
  job: 'full_time' | 'part_time' | 'both';
  company?: string;
  salary?: [number, 'hour' | 'day' | 'week' | 'month'];
  location: string;
  experience?: 'none' | 'entry' | 'mid' | 'senior';
  phone?: string;
  email?: string;
  portfolio?: string;
  /** posted without name or contact: readers write through the relay */
  anonymous?: true;
  pending?: true;
  daysAgo: number;
}

const demoJobs: DemoJob[] = [
  {
    by: 'hassan',
    type: 'hiring',
    title: 'Line cook – Lebanese grill on Warren Ave',
    description:
      'Busy family grill looking for a line cook for shawarma, kafta and grilled chicken. Evening shifts, two days off a week, meal on every shift. Arabic helpful but not required.',
    job: 'full_time',
    company: 'Cedar Grill',
    salary: [17, 'hour'],
    location: 'Warren Ave, East Dearborn',
    experience: 'entry',
    phone: '+1 313 555 0141',
    daysAgo: 1,
  },
  {
    by: 'zainab',
    type: 'hiring',
    title: 'مطلوب موظفة استقبال تتكلم العربية والإنجليزية لعيادة أسنان',
    description:
      'عيادة أسنان في ديربورن تبحث عن موظفة استقبال تجيد العربية والإنجليزية للرد على الهاتف وتنظيم المواعيد ومساعدة المرضى في أوراق التأمين. دوام من الاثنين إلى الجمعة.',
    job: 'full_time',
    company: 'Smile Dental Dearborn',
    salary: [18, 'hour'],
    location: 'Michigan Ave, Dearborn',
    experience: 'entry',
    phone: '+1 313 555 0177',
    email: 'frontdesk@smiledental.example',
    daysAgo: 2,
  },
  {
    by: 'layla',
    type: 'hiring',
    title: 'Medical assistant (Arabic-speaking) – family clinic',
    description:
      'Family practice near Oakwood Hospital needs a certified medical assistant who speaks Arabic with our patients: vitals, rooming, simple lab work and translating for the doctor. Benefits after 90 days.',
    job: 'full_time',
    company: 'Oakwood Family Clinic',
    salary: [21, 'hour'],
    location: 'Oakwood Blvd, Dearborn',
    experience: 'mid',
    email: 'jobs@oakwoodfamily.example',
    daysAgo: 3,
  },
  {
    by: 'omar',
    type: 'hiring',
    title: 'مطلوب خباز لفرن مناقيش وصفيحة',
    description:
      'فرن في شارع وارن يحتاج خبازاً يعرف تحضير عجينة المناقيش والصفيحة والفطاير. العمل يبدأ الساعة الخامسة صباحاً. الخبرة ضرورية.',
    job: 'full_time',
    company: 'فرن الضيعة',
    salary: [850, 'week'],
    location: 'شارع وارن، ديربورن',
    experience: 'mid',
    phone: '+1 313 555 0190',
    daysAgo: 2,
  },
  {
    by: 'mike',
    type: 'hiring',
    title: 'Cashier – weekend shifts at halal market',
    description:
      'Weekend cashier for our grocery and butcher counter. Friendly, on time, able to count change fast. We train you on the register. Students welcome.',
    job: 'part_time',
    company: 'Greenfield Halal Market',
    salary: [14, 'hour'],
    location: 'Greenfield Rd, Dearborn',
    experience: 'none',
    phone: '+1 313 555 0122',
    daysAgo: 4,
  },
  {
    by: 'hassan',
    type: 'hiring',
    title: 'Pharmacy technician – bilingual',
    description:
      'Independent pharmacy on Schaefer Rd is hiring a licensed pharmacy technician. Arabic speakers strongly preferred: half of our patients are more comfortable in Arabic.',
    job: 'full_time',
    company: 'Schaefer Pharmacy',
    salary: [20, 'hour'],
    location: 'Schaefer Rd, Dearborn',
    experience: 'entry',
    email: 'hr@schaeferrx.example',
    daysAgo: 5,
  },
  {
    by: 'zainab',
    type: 'hiring',
    title: 'مطلوب سائق توصيل طلبات لمطعم',
    description:
      'مطعم في شرق ديربورن يحتاج سائق توصيل بسيارته الخاصة، مساءً من الخميس إلى الأحد. نعطي أجراً بالساعة إضافة إلى الإكراميات وبدل البنزين.',
    job: 'part_time',
    company: 'مطعم الأمير',
    salary: [15, 'hour'],
    location: 'شرق ديربورن',
    experience: 'none',
    phone: '+1 313 555 0163',
    daysAgo: 1,
  },
  {
    by: 'layla',
    type: 'hiring',
    title: 'Home caregiver for an elderly Arabic-speaking woman',
    description:
      'Our family is looking for a kind, patient caregiver for our grandmother at home: meals, medicines, walks and company. She speaks only Arabic. Mornings, Monday to Saturday.',
    job: 'part_time',
    salary: [16, 'hour'],
    location: 'West Dearborn',
    experience: 'entry',
    phone: '+1 313 555 0185',
    anonymous: true,
    daysAgo: 3,
  },
  {
    by: 'omar',
    type: 'hiring',
    title: 'محاسب بدوام جزئي لمكتب ضرائب',
    description:
      'مكتب خدمات ضريبية يحتاج محاسباً بدوام جزئي خلال موسم الضرائب (يناير إلى أبريل). معرفة ببرامج المحاسبة والعربية ضرورية.',
    job: 'part_time',
    company: 'مكتب الأمانة للضرائب',
    salary: [25, 'hour'],
    location: 'طريق فورد، ديربورن',
    experience: 'mid',
    email: 'tax.office@example.com',
    daysAgo: 6,
  },
  {
    by: 'mike',
    type: 'hiring',
    title: 'Auto mechanic – brakes, suspension, diagnostics',
    description:
      'Family-owned repair shop near Ford Rd. Looking for an experienced mechanic with his own tools. ASE certification a plus. Steady work, no weekends.',
    job: 'full_time',
    company: 'Ford Road Auto Care',
    salary: [1200, 'week'],
    location: 'Ford Rd, Dearborn Heights',
    experience: 'senior',
    phone: '+1 313 555 0119',
    daysAgo: 7,
  },
  {
    by: 'hassan',
    type: 'hiring',
    title: 'Server and host – Yemeni restaurant',
    description:
      'Yemeni restaurant with mandi and fahsa is hiring servers and a host. Fast-paced, family atmosphere, good tips. Arabic and English both useful.',
    job: 'both',
    company: 'Sheba Mandi House',
    salary: [12, 'hour'],
    location: 'Dix Ave, South End',
    experience: 'none',
    phone: '+1 313 555 0136',
    daysAgo: 2,
  },
  {
    by: 'zainab',
    type: 'hiring',
    title: 'معلمة قرآن ولغة عربية لمدرسة نهاية الأسبوع',
    description:
      'مدرسة عطلة نهاية الأسبوع تبحث عن معلمة للغة العربية والقرآن للأطفال من ٦ إلى ١٢ سنة. السبت والأحد صباحاً.',
    job: 'part_time',
    company: 'مدرسة النور',
    salary: [120, 'day'],
    location: 'ديربورن',
    experience: 'entry',
    email: 'alnoor.school@example.com',
    daysAgo: 8,
  },
  {
    by: 'layla',
    type: 'hiring',
    title: 'Interpreter (Arabic–English) for medical appointments',
    description:
      'Language services agency needs on-call medical interpreters for hospitals in Dearborn and Detroit. Flexible hours, paid per hour with a two-hour minimum. Training provided.',
    job: 'part_time',
    salary: [30, 'hour'],
    location: 'Dearborn and Detroit',
    experience: 'mid',
    email: 'interpreters@agency.example',
    anonymous: true,
    daysAgo: 4,
  },
  {
    by: 'omar',
    type: 'hiring',
    title: 'مطلوب عامل مستودع لشركة استيراد مواد غذائية',
    description:
      'شركة استيراد مواد غذائية عربية تحتاج عامل مستودع للترتيب والتحميل والتفريغ. رخصة رافعة شوكية ميزة إضافية.',
    job: 'full_time',
    company: 'شركة الشرق للاستيراد',
    salary: [3000, 'month'],
    location: 'المنطقة الصناعية، ديربورن',
    experience: 'none',
    phone: '+1 313 555 0152',
    daysAgo: 9,
  },
  {
    by: 'mike',
    type: 'hiring',
    title: 'Barista – new coffee house on Michigan Ave',
    description:
      'Yemeni coffee house opening in West Dearborn. We need baristas who love people and can learn our qahwa and adeni chai. Morning and evening shifts.',
    job: 'both',
    company: 'Qahwa House',
    salary: [13, 'hour'],
    location: 'Michigan Ave, West Dearborn',
    experience: 'none',
    email: 'hello@qahwahouse.example',
    daysAgo: 1,
  },
  {
    by: 'hassan',
    type: 'hiring',
    title: 'Dental hygienist – Arabic-speaking patients',
    description:
      'Well-established dental office needs a registered dental hygienist three days a week. Many of our patients speak Arabic; speaking it yourself is a big plus.',
    job: 'part_time',
    salary: [42, 'hour'],
    location: 'Dearborn Heights',
    experience: 'mid',
    phone: '+1 313 555 0174',
    anonymous: true,
    pending: true,
    daysAgo: 0,
  },
  {
    by: 'zainab',
    type: 'hiring',
    title: 'مساعدة صيدلي في صيدلية على شارع وارن',
    description:
      'صيدلية تبحث عن مساعدة صيدلي تتكلم العربية لخدمة الزبائن وترتيب الرفوف وإدخال الوصفات. نوفر التدريب.',
    job: 'full_time',
    company: 'صيدلية الشفاء',
    salary: [16, 'hour'],
    location: 'شارع وارن، ديربورن',
    experience: 'none',
    phone: '+1 313 555 0168',
    pending: true,
    daysAgo: 0,
  },
  {
    by: 'layla',
    type: 'hiring',
    title: 'Office manager – immigration law firm',
    description:
      'Immigration law office needs an organised office manager: client files, scheduling, billing. Arabic and English required; French is a plus.',
    job: 'full_time',
    company: 'Haddad Law Group',
    salary: [4200, 'month'],
    location: 'Michigan Ave, Dearborn',
    experience: 'senior',
    email: 'careers@haddadlaw.example',
    daysAgo: 10,
  },
  {
    by: 'omar',
    type: 'hiring',
    title: 'حلاق رجالي بخبرة',
    description:
      'صالون حلاقة رجالي في ديربورن هايتس يحتاج حلاقاً بخبرة في القصات الحديثة والحلاقة التقليدية. نسبة من الدخل أو أجر يومي.',
    job: 'both',
    company: 'صالون الأناقة',
    salary: [150, 'day'],
    location: 'ديربورن هايتس',
    experience: 'mid',
    phone: '+1 313 555 0197',
    daysAgo: 5,
  },
  {
    by: 'mike',
    type: 'hiring',
    title: 'Shawarma and prep cook – catering kitchen',
    description:
      'Catering kitchen for weddings and events needs a prep cook who can handle shawarma, rice and mezza for 300 guests. Weekends busy, weekdays lighter.',
    job: 'full_time',
    company: 'Al-Bustan Catering',
    location: 'Telegraph Rd, Dearborn',
    experience: 'entry',
    phone: '+1 313 555 0129',
    daysAgo: 11,
  },
  {
    by: 'hassan',
    type: 'looking',
    title: 'Experienced cook looking for work – Lebanese and Syrian cuisine',
    description:
      'Twelve years in restaurant kitchens in Beirut and Dearborn: grill, mezza, sweets. Looking for a full-time kitchen position. Available right away.',
    job: 'full_time',
    salary: [18, 'hour'],
    location: 'Dearborn',
    experience: 'senior',
    phone: '+1 313 555 0144',
    daysAgo: 2,
  },
  {
    by: 'zainab',
    type: 'looking',
    title: 'أبحث عن عمل كمترجمة عربي–إنجليزي',
    description:
      'خريجة أدب إنجليزي من جامعة بغداد ولدي خبرة ثلاث سنوات في الترجمة للمنظمات. أبحث عن عمل ترجمة بدوام كامل أو جزئي، حضورياً أو عن بعد.',
    job: 'both',
    location: 'ديربورن',
    experience: 'mid',
    email: 'translator.zb@example.com',
    portfolio: 'https://example.com/zainab-translations',
    daysAgo: 3,
  },
  {
    by: 'layla',
    type: 'looking',
    title: 'Caregiver available – elderly and children',
    description:
      'Certified nursing assistant with five years of home-care experience. I speak Arabic and English and have my own car. Looking for mornings or weekends.',
    job: 'part_time',
    salary: [17, 'hour'],
    location: 'East Dearborn',
    experience: 'mid',
    phone: '+1 313 555 0186',
    anonymous: true,
    daysAgo: 1,
  },
  {
    by: 'omar',
    type: 'looking',
    title: 'سائق برخصة CDL أبحث عن عمل',
    description:
      'سائق شاحنات برخصة CDL فئة A، خبرة سبع سنوات في النقل بين الولايات، سجل قيادة نظيف. أبحث عن عمل محلي أو إقليمي.',
    job: 'full_time',
    salary: [1500, 'week'],
    location: 'ديربورن',
    experience: 'senior',
    phone: '+1 313 555 0158',
    daysAgo: 4,
  },
  {
    by: 'mike',
    type: 'looking',
    title: 'Student looking for part-time retail or cashier work',
    description:
      'Second-year student at Henry Ford College, evenings and weekends free. Speak English and some Arabic. Reliable, learn fast.',
    job: 'part_time',
    location: 'Dearborn',
    experience: 'none',
    email: 'student.mj@example.com',
    daysAgo: 6,
  },
  {
    by: 'hassan',
    type: 'looking',
    title: 'Electrician (licensed journeyman) available for full-time work',
    description:
      'Michigan journeyman electrician, residential and light commercial. Looking for a full-time position with a contractor in the Dearborn area.',
    job: 'full_time',
    salary: [34, 'hour'],
    location: 'Dearborn Heights',
    experience: 'senior',
    phone: '+1 313 555 0131',
    portfolio: 'https://example.com/hassan-electric',
    daysAgo: 7,
  },
  {
    by: 'zainab',
    type: 'looking',
    title: 'أبحث عن عمل في حضانة أو روضة أطفال',
    description:
      'أم لثلاثة أطفال ومعلمة سابقة في لبنان. أبحث عن عمل مساعدة في حضانة أو روضة أطفال، صباحاً فقط.',
    job: 'part_time',
    location: 'غرب ديربورن',
    experience: 'entry',
    phone: '+1 313 555 0171',
    anonymous: true,
    daysAgo: 5,
  },
  {
    by: 'omar',
    type: 'looking',
    title: 'محاسب بخبرة في QuickBooks أبحث عن عمل',
    description:
      'محاسب بشهادة جامعية وخبرة أربع سنوات في شركات صغيرة، أتقن QuickBooks والإكسل. أبحث عن عمل بدوام كامل.',
    job: 'full_time',
    salary: [4000, 'month'],
    location: 'ديربورن',
    experience: 'mid',
    email: 'omar.accounting@example.com',
    pending: true,
    daysAgo: 0,
  },
  {
    by: 'layla',
    type: 'looking',
    title: 'Medical biller looking for remote or office work',
    description:
      'Medical billing and coding, CPC certified, four years with clinics in Dearborn. Fluent in Arabic and English. Open to remote or in-office work.',
    job: 'both',
    salary: [24, 'hour'],
    location: 'Dearborn',
    experience: 'mid',
    email: 'layla.billing@example.com',
    daysAgo: 8,
  },
  {
    by: 'mike',
    type: 'looking',
    title: 'Handyman looking for steady work with a property manager',
    description:
      'Painting, drywall, small plumbing, fixtures. Ten years in Dearborn rentals. Looking for steady work with a property manager or landlord.',
    job: 'full_time',
    salary: [220, 'day'],
    location: 'Dearborn',
    experience: 'senior',
    phone: '+1 313 555 0112',
    daysAgo: 9,
  },
];

/**
 * The demo jobs board: offers from restaurants, clinics, shops and offices and people looking for
 * work, in both languages, a few anonymous and a few waiting for the moderators. Each post's fields
 * pass the kind's own schema, as the API would check them.
 */
export async function seedJobPosts(
  db: Kysely<Database>,
  input: { cityId: number; posters: Record<DemoPosterKey, number>; ttlDays: number },
) {
  const now = Date.now();
  const rows = demoJobs.map((post) => {
    const attributes = jobAttributesSchema.parse({
      post_type: post.type,
      job_type: post.job,
      poster_kind: post.company ? 'company' : 'individual',
      company: post.company ?? '',
      salary_type: post.salary?.[1],
      location: post.location,
      experience: post.experience,
      portfolio_url: post.portfolio ?? '',
      phone: post.phone,
      email: post.email,
    });
    const at = new Date(now - post.daysAgo * dayMs - (post.title.length % 13) * 3_600_000);
    return {
      city_id: input.cityId,
      kind: 'job' as const,
      owner_id: input.posters[post.by],
      title: post.title,
      description: post.description,
      price: post.salary ? post.salary[0].toFixed(2) : null,
      slug: listingSlug(post.title),
      attributes: JSON.stringify(attributes),
      status: post.pending ? ('pending' as const) : ('published' as const),
      anonymous: post.anonymous ?? false,
      created_at: at,
      updated_at: at,
      published_at: post.pending ? null : at,
      expires_at: post.pending ? null : new Date(at.getTime() + input.ttlDays * dayMs),
    };
  });
  const inserted = await db.insertInto('listings').values(rows).returning('id').execute();
  return inserted.length;
}

/** How many demo jobs there are, and how many are anonymous (the seed test reads them). */
export const demoJobCounts = {
  all: demoJobs.length,
  anonymous: demoJobs.filter((j) => j.anonymous).length,
  pending: demoJobs.filter((j) => j.pending).length,
};
