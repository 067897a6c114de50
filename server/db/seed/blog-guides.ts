import type { Kysely } from 'kysely';
import type { Database, GuideSection } from '../schema.ts';

/**
 * Demo blog posts and user-guide entries for the Dearborn community, in English and Arabic.
 * Illustrations are small local SVGs in public/demo/blog (no hot-linking).
 */
interface PostSeed {
  slug: string;
  date: string;
  image: string;
  author: [string, string];
  title: [string, string];
  excerpt: [string, string];
  body: [string, string];
}

const posts: PostSeed[] = [
  {
    slug: 'ramadan-night-markets-warren-avenue',
    date: '2026-02-20T19:00:00Z',
    image: '/demo/blog/ramadan-night-market.svg',
    author: ['Layla Haddad', 'ليلى حداد'],
    title: ['Ramadan Night Markets on Warren Avenue', 'أسواق رمضان الليلية في شارع وارن'],
    excerpt: [
      'After iftar, Warren Avenue turns into a festival of lanterns, sweets and family stalls. Here is how to enjoy the night markets this Ramadan.',
      'بعد الإفطار يتحول شارع وارن إلى مهرجان من الفوانيس والحلويات وبسطات العائلات. إليك كيف تستمتع بالأسواق الليلية في رمضان هذا العام.',
    ],
    body: [
      `<p>Every Ramadan, the stretch of Warren Avenue between Greenfield and Schaefer comes alive after sunset. Families finish their iftar, then walk out to stalls selling qatayef, knafeh, fresh juice and lanterns for the children.</p>
<h2>When and where</h2>
<p>The markets open on Friday and Saturday nights from about 9 pm until 1 am, and every night during the last ten days of the month.</p>
<ul><li>Main market: Warren Avenue near Greenfield Road</li><li>Family area with rides: the parking lot behind the community center</li><li>Free parking: side streets north of Warren</li></ul>
<h2>Tips for a good night</h2>
<ol><li>Bring cash: many small stalls do not take cards.</li><li>Come early if you have small children; it gets crowded after 11 pm.</li><li>Try a vendor you do not know: the markets are where many home cooks start their business.</li></ol>
<p>The markets are organised by local merchants with the city's permission. Please keep the streets clean and park only in marked spaces.</p>`,
      `<p>في كل رمضان يدبّ النشاط بعد غروب الشمس في الجزء الممتد من شارع وارن بين شارعي غرينفيلد وشيفر. تنهي العائلات إفطارها ثم تخرج إلى البسطات التي تبيع القطايف والكنافة والعصائر الطازجة والفوانيس للأطفال.</p>
<h2>المواعيد والأماكن</h2>
<p>تفتح الأسواق مساء الجمعة والسبت من التاسعة تقريباً حتى الواحدة بعد منتصف الليل، وكل ليلة خلال العشر الأواخر من الشهر.</p>
<ul><li>السوق الرئيسي: شارع وارن قرب طريق غرينفيلد</li><li>منطقة العائلات والألعاب: الموقف الواقع خلف المركز المجتمعي</li><li>مواقف مجانية: الشوارع الجانبية شمال شارع وارن</li></ul>
<h2>نصائح لأمسية ممتعة</h2>
<ol><li>احمل نقوداً، فكثير من البسطات الصغيرة لا تقبل البطاقات.</li><li>تعال مبكراً إن كان معك أطفال صغار، فالزحام يشتد بعد الحادية عشرة.</li><li>جرّب بائعاً لا تعرفه، فهذه الأسواق هي المكان الذي يبدأ منه كثير من الطهاة المنزليين مشاريعهم.</li></ol>
<p>ينظّم الأسواقَ تجارٌ محليون بإذن من البلدية. يرجى الحفاظ على نظافة الشوارع والوقوف في الأماكن المخصصة فقط.</p>`,
    ],
  },
  {
    slug: 'renting-your-first-apartment',
    date: '2026-03-28T15:00:00Z',
    image: '/demo/blog/first-apartment.svg',
    author: ['Omar Saleh', 'عمر صالح'],
    title: ['Renting Your First Apartment as a Newcomer', 'استئجار شقتك الأولى بعد القدوم إلى أمريكا'],
    excerpt: [
      'No credit history, no US references? You can still rent a good apartment in Dearborn. A step-by-step guide for new arrivals.',
      'لا تملك سجلاً ائتمانياً ولا معارف هنا؟ ما زال بإمكانك استئجار شقة جيدة في ديربورن. دليل خطوة بخطوة للقادمين الجدد.',
    ],
    body: [
      `<p>Most landlords in Dearborn ask for proof of income, a credit check and references. Newcomers rarely have all three, but there are good ways around it.</p>
<h2>What to prepare</h2>
<ul><li>A valid ID or passport and your immigration documents</li><li>An employment letter or recent pay stubs</li><li>Bank statements showing savings for a few months of rent</li><li>A reference letter from a mosque, church or resettlement agency</li></ul>
<h2>If you have no credit history</h2>
<p>Offer a larger security deposit, ask a relative with good credit to co-sign, or look for landlords who accept an agency guarantee. Never pay cash without a signed lease and a receipt.</p>
<h2>Read the lease carefully</h2>
<ol><li>Check who pays for heat, water and electricity.</li><li>Ask how repairs are requested and how fast they are done.</li><li>Take dated photos of every room on move-in day.</li></ol>
<p>Michigan law limits the security deposit to one and a half months of rent and requires the landlord to return it within 30 days after you leave, minus documented damages.</p>`,
      `<p>يطلب معظم المؤجرين في ديربورن إثباتاً للدخل وفحصاً للسجل الائتماني ومعرّفين. ونادراً ما يملك القادمون الجدد هذه الثلاثة معاً، لكن هناك طرقاً جيدة لتجاوز ذلك.</p>
<h2>ما الذي تحتاج إلى تجهيزه</h2>
<ul><li>هوية سارية أو جواز سفر مع وثائق الهجرة</li><li>رسالة من جهة العمل أو كشوف رواتب حديثة</li><li>كشوف حساب مصرفية تُظهر مدخرات تكفي إيجار بضعة أشهر</li><li>رسالة توصية من مسجد أو كنيسة أو وكالة إعادة توطين</li></ul>
<h2>إن لم يكن لديك سجل ائتماني</h2>
<p>اعرض تأميناً أكبر، أو اطلب من قريب ذي سجل ائتماني جيد أن يوقّع معك كضامن، أو ابحث عن مؤجرين يقبلون كفالة الوكالات. لا تدفع نقداً أبداً من دون عقد موقّع وإيصال.</p>
<h2>اقرأ العقد بعناية</h2>
<ol><li>تأكد ممن يدفع فواتير التدفئة والماء والكهرباء.</li><li>اسأل عن طريقة طلب الإصلاحات ومدة تنفيذها.</li><li>التقط صوراً مؤرخة لكل غرفة يوم انتقالك.</li></ol>
<p>يحدد قانون ميشيغان مبلغ التأمين بما لا يزيد على إيجار شهر ونصف، ويُلزم المؤجر بإعادته خلال 30 يوماً من مغادرتك بعد خصم الأضرار الموثّقة فقط.</p>`,
    ],
  },
  {
    slug: 'job-hunting-tips-metro-detroit',
    date: '2026-04-15T14:00:00Z',
    image: '/demo/blog/job-hunting.svg',
    author: ['Rana Khalil', 'رنا خليل'],
    title: [
      'Job-Hunting Tips for Newcomers in Metro Detroit',
      'نصائح للبحث عن عمل للقادمين الجدد في منطقة ديترويت',
    ],
    excerpt: [
      'From a one-page résumé to your first interview in English, practical advice from recruiters who hire in our community.',
      'من سيرة ذاتية في صفحة واحدة إلى أول مقابلة عمل بالإنجليزية، نصائح عملية من مسؤولي توظيف يعملون مع جاليتنا.',
    ],
    body: [
      `<p>Metro Detroit is hiring in healthcare, logistics, manufacturing and skilled trades. Your experience from home counts, but you need to present it the American way.</p>
<h2>Your résumé</h2>
<ul><li>Keep it to one page, with your most recent job first.</li><li>Leave out your photo, age and marital status.</li><li>Describe results, not only duties: "managed a team of 12" says more than "manager".</li></ul>
<h2>Where to look</h2>
<p>Check the jobs section on Jaliya, the Michigan Works! offices, and the job boards of hospitals and universities. Many of our members found their first job through a friend: tell people you are looking.</p>
<h2>The interview</h2>
<ol><li>Arrive ten minutes early and bring copies of your résumé.</li><li>Prepare a two-minute story about yourself.</li><li>Ask one or two questions about the team at the end.</li></ol>
<p>Foreign degrees can be evaluated by credential services so employers understand them. Ask about it at any Michigan Works! office.</p>`,
      `<p>تشهد منطقة ديترويت الكبرى طلباً على العمال في الرعاية الصحية والنقل والتصنيع والحِرف الماهرة. خبرتك في بلدك لها قيمتها، لكن عليك أن تعرضها بالطريقة الأمريكية.</p>
<h2>سيرتك الذاتية</h2>
<ul><li>اجعلها في صفحة واحدة، وابدأ بأحدث وظيفة.</li><li>لا تضع صورتك أو عمرك أو حالتك الاجتماعية.</li><li>اذكر النتائج لا المهام فقط: عبارة «أدرت فريقاً من 12 شخصاً» أقوى من كلمة «مدير».</li></ul>
<h2>أين تبحث</h2>
<p>تصفّح قسم الوظائف على جالية، ومكاتب Michigan Works!، ولوحات التوظيف في المستشفيات والجامعات. وجد كثير من أعضائنا عملهم الأول عن طريق صديق، فأخبر الناس أنك تبحث عن عمل.</p>
<h2>المقابلة</h2>
<ol><li>احضر قبل الموعد بعشر دقائق ومعك نسخ من سيرتك الذاتية.</li><li>جهّز تعريفاً بنفسك مدته دقيقتان.</li><li>اطرح في النهاية سؤالاً أو سؤالين عن الفريق.</li></ol>
<p>يمكن تقييم الشهادات الأجنبية عبر جهات معادلة متخصصة ليفهمها أصحاب العمل. اسأل عن ذلك في أي مكتب من مكاتب Michigan Works!.</p>`,
    ],
  },
  {
    slug: 'halal-food-guide-dearborn',
    date: '2026-05-10T16:00:00Z',
    image: '/demo/blog/halal-food.svg',
    author: ['Hassan Berri', 'حسن بري'],
    title: ['A Halal Food Guide to Dearborn Restaurants', 'دليل الطعام الحلال في مطاعم ديربورن'],
    excerpt: [
      'Shawarma, Yemeni mandi, Iraqi masgouf and more: a neighbourhood-by-neighbourhood guide to halal restaurants and butchers.',
      'شاورما ومندي يمني ومسكوف عراقي وغيرها: دليل للمطاعم والملاحم الحلال حسب الأحياء.',
    ],
    body: [
      `<p>Dearborn has one of the largest concentrations of halal restaurants in North America. Here is where to start.</p>
<h2>East Dearborn</h2>
<p>Around Warren Avenue you will find Lebanese grills, Yemeni mandi houses and bakeries that open before dawn for fresh manakish.</p>
<h2>West Dearborn and Dearborn Heights</h2>
<p>Michigan Avenue has Iraqi restaurants serving masgouf, and family-run shawarma places that have been open for decades.</p>
<h2>How to check that a place is halal</h2>
<ul><li>Ask where the meat comes from; good butchers are happy to tell you.</li><li>Look for a certificate from a recognised halal authority.</li><li>Ask whether alcohol is served or used in cooking.</li></ul>
<p>Know a great place we missed? Add it to the shops directory on Jaliya so others can find it.</p>`,
      `<p>تضم ديربورن واحداً من أكبر تجمعات المطاعم الحلال في أمريكا الشمالية. إليك من أين تبدأ.</p>
<h2>شرق ديربورن</h2>
<p>ستجد حول شارع وارن مشاوي لبنانية، ومطاعم مندي يمنية، ومخابز تفتح قبل الفجر لتقديم المناقيش الطازجة.</p>
<h2>غرب ديربورن وديربورن هايتس</h2>
<p>في جادة ميشيغان مطاعم عراقية تقدّم المسكوف، ومحلات شاورما عائلية تعمل منذ عقود.</p>
<h2>كيف تتأكد من أن المطعم حلال</h2>
<ul><li>اسأل عن مصدر اللحم، فالملاحم الجيدة ترحّب بالإجابة.</li><li>ابحث عن شهادة من جهة حلال معترف بها.</li><li>اسأل إن كان المطعم يقدّم الكحول أو يستخدمه في الطبخ.</li></ul>
<p>هل تعرف مكاناً رائعاً فاتنا ذكره؟ أضفه إلى دليل المتاجر على جالية ليجده الآخرون.</p>`,
    ],
  },
  {
    slug: 'school-enrollment-for-newcomers',
    date: '2026-07-22T13:00:00Z',
    image: '/demo/blog/school-enrollment.svg',
    author: ['Mariam Fawaz', 'مريم فواز'],
    title: ['Enrolling Your Children in School as a Newcomer', 'تسجيل أطفالك في المدرسة بعد القدوم'],
    excerpt: [
      'What documents Dearborn Public Schools ask for, how English-learner support works, and the dates to remember before the school year.',
      'ما الوثائق التي تطلبها مدارس ديربورن العامة، وكيف يعمل دعم متعلمي الإنجليزية، والمواعيد التي يجب تذكّرها قبل العام الدراسي.',
    ],
    body: [
      `<p>Every child living in Michigan has the right to attend public school, whatever their immigration status. Enrollment in Dearborn is done at the district's welcome center.</p>
<h2>Documents to bring</h2>
<ul><li>The child's birth certificate or passport</li><li>Proof of address: a lease or a utility bill</li><li>Vaccination records (translated if possible)</li><li>Previous school reports, if you have them</li></ul>
<h2>English-learner support</h2>
<p>Children who speak another language at home take a short English test. Many schools have Arabic-speaking staff and bilingual classroom aides.</p>
<h2>Key dates</h2>
<ol><li>Enrollment opens in early August.</li><li>Vaccination deadline: the first day of school.</li><li>Free and reduced-price lunch forms: in the first two weeks.</li></ol>`,
      `<p>لكل طفل يعيش في ميشيغان حقٌّ في الالتحاق بالمدرسة العامة أيّاً كان وضع إقامته. ويتم التسجيل في ديربورن عبر مركز الاستقبال التابع للمنطقة التعليمية.</p>
<h2>الوثائق المطلوبة</h2>
<ul><li>شهادة ميلاد الطفل أو جواز سفره</li><li>إثبات السكن: عقد إيجار أو فاتورة خدمات</li><li>سجل التطعيمات (مترجماً إن أمكن)</li><li>الشهادات المدرسية السابقة إن وُجدت</li></ul>
<h2>دعم متعلمي اللغة الإنجليزية</h2>
<p>يخضع الأطفال الذين يتحدثون لغة أخرى في المنزل لاختبار قصير في الإنجليزية. وفي كثير من المدارس موظفون يتحدثون العربية ومساعدون ثنائيو اللغة في الصفوف.</p>
<h2>مواعيد مهمة</h2>
<ol><li>يبدأ التسجيل مطلع شهر أغسطس.</li><li>آخر موعد للتطعيمات: اليوم الأول من الدراسة.</li><li>استمارات الوجبات المجانية أو المخفّضة: خلال الأسبوعين الأولين.</li></ol>`,
    ],
  },
  {
    slug: 'tax-season-help-in-arabic',
    date: '2026-01-25T15:00:00Z',
    image: '/demo/blog/tax-season.svg',
    author: ['Karim Nasser', 'كريم ناصر'],
    title: [
      'Tax Season 2026: Free Filing Help in Arabic',
      'موسم الضرائب 2026: مساعدة مجانية في تقديم الإقرار باللغة العربية',
    ],
    excerpt: [
      'Volunteer clinics in Dearborn prepare simple tax returns for free, with Arabic-speaking volunteers. What to bring and how to book.',
      'تُعدّ عيادات تطوعية في ديربورن الإقرارات الضريبية البسيطة مجاناً بمساعدة متطوعين يتحدثون العربية. ما الذي تحضره وكيف تحجز موعدك.',
    ],
    body: [
      `<p>If your household earned less than about 67,000 dollars in 2025, you can have your return prepared for free through the IRS Volunteer Income Tax Assistance program (VITA).</p>
<h2>What to bring</h2>
<ul><li>Social Security cards or ITIN letters for everyone on the return</li><li>W-2 and 1099 forms from every job</li><li>Last year's return, if you filed one</li><li>Bank account and routing numbers for direct deposit</li></ul>
<h2>Credits you may be missing</h2>
<p>Many families in our community qualify for the Earned Income Tax Credit and the Child Tax Credit but never claim them. Michigan also has a homestead property tax credit for renters.</p>
<h2>Avoid scams</h2>
<ol><li>The IRS never calls to demand immediate payment.</li><li>Never sign a blank return.</li><li>Keep a copy of everything you file.</li></ol>
<p>Clinics run from late January to April 15. Appointments fill up quickly in February.</p>`,
      `<p>إذا كان دخل أسرتك أقل من 67,000 دولار تقريباً في عام 2025، فبإمكانك إعداد إقرارك الضريبي مجاناً عبر برنامج المساعدة الضريبية التطوعية التابع لمصلحة الضرائب (VITA).</p>
<h2>ما الذي تحضره</h2>
<ul><li>بطاقات الضمان الاجتماعي أو رسائل رقم ITIN لكل من يشملهم الإقرار</li><li>نماذج W-2 و1099 من كل جهة عمل</li><li>إقرار العام الماضي إن كنت قدّمته</li><li>رقم الحساب المصرفي ورقم التوجيه لاستلام المبلغ مباشرة</li></ul>
<h2>إعفاءات قد تفوتك</h2>
<p>كثير من عائلات جاليتنا تستحق إعفاء ضريبة الدخل المكتسب والإعفاء الضريبي عن الأطفال لكنها لا تطالب بهما. وفي ميشيغان أيضاً إعفاء على ضريبة العقار للمستأجرين.</p>
<h2>احذر الاحتيال</h2>
<ol><li>لا تتصل مصلحة الضرائب أبداً لتطالبك بالدفع فوراً.</li><li>لا توقّع أبداً على إقرار فارغ.</li><li>احتفظ بنسخة من كل ما تقدّمه.</li></ol>
<p>تعمل العيادات من أواخر يناير حتى 15 أبريل، وتمتلئ المواعيد بسرعة في فبراير.</p>`,
    ],
  },
  {
    slug: 'summer-community-events',
    date: '2026-06-05T17:00:00Z',
    image: '/demo/blog/community-events.svg',
    author: ['Jaliya Team', 'فريق جالية'],
    title: ['Summer Community Events Calendar', 'تقويم فعاليات الجالية في الصيف'],
    excerpt: [
      'The Arab American festival, outdoor movie nights, soccer tournaments and family picnics: mark your calendar for this summer.',
      'المهرجان العربي الأمريكي وأمسيات السينما في الهواء الطلق ودوري كرة القدم ونزهات العائلات: سجّل المواعيد في تقويمك لهذا الصيف.',
    ],
    body: [
      `<p>Summer is the busiest season for our community. Here are the events our readers asked about most.</p>
<h2>June</h2>
<ul><li>Youth soccer tournament at Ford Field Park, every Saturday</li><li>Outdoor movie night with Arabic subtitles at the civic center</li></ul>
<h2>July</h2>
<ul><li>Family picnic and barbecue along the Rouge River</li><li>Free health fair with blood-pressure and diabetes checks</li></ul>
<h2>August</h2>
<ul><li>Back-to-school backpack giveaway</li><li>Poetry evening in Arabic and English at the public library</li></ul>
<p>Organising an event? Send it to us through the contact page and we will add it to the calendar.</p>`,
      `<p>الصيف هو أكثر المواسم نشاطاً في جاليتنا. إليك الفعاليات التي سأل عنها قرّاؤنا أكثر من غيرها.</p>
<h2>يونيو</h2>
<ul><li>دوري كرة القدم للشباب في حديقة فورد فيلد كل يوم سبت</li><li>أمسية سينما في الهواء الطلق مع ترجمة عربية في المركز المدني</li></ul>
<h2>يوليو</h2>
<ul><li>نزهة عائلية وشواء على ضفاف نهر روج</li><li>معرض صحي مجاني لفحص ضغط الدم والسكري</li></ul>
<h2>أغسطس</h2>
<ul><li>توزيع حقائب مدرسية مجاناً استعداداً للعام الدراسي</li><li>أمسية شعرية بالعربية والإنجليزية في المكتبة العامة</li></ul>
<p>هل تنظّم فعالية؟ أرسلها إلينا عبر صفحة التواصل وسنضيفها إلى التقويم.</p>`,
    ],
  },
  {
    slug: 'free-english-classes-for-adults',
    date: '2026-08-30T14:00:00Z',
    image: '/demo/blog/english-classes.svg',
    author: ['Nadia Ayoub', 'نادية أيوب'],
    title: ['Free English Classes for Adults', 'دروس مجانية في اللغة الإنجليزية للكبار'],
    excerpt: [
      'Morning, evening and weekend classes for every level, with childcare at some locations. Where to sign up this fall.',
      'دروس صباحية ومسائية وفي عطلة نهاية الأسبوع لكل المستويات، مع رعاية للأطفال في بعض المواقع. أين تسجّل هذا الخريف.',
    ],
    body: [
      `<p>Learning English opens doors to better jobs and makes daily life easier. Dearborn offers free classes for adults at every level.</p>
<h2>Where to study</h2>
<ul><li>Adult education centers run by the school district</li><li>The public library's conversation circles</li><li>Community organisations that offer classes with childcare</li></ul>
<h2>Choosing a level</h2>
<p>You will take a short placement test. Beginners learn everyday words for shopping, doctors and school; advanced learners prepare for work and citizenship interviews.</p>
<h2>Make it stick</h2>
<ol><li>Practise ten minutes every day rather than two hours once a week.</li><li>Watch the news in English with subtitles.</li><li>Find a conversation partner from another community.</li></ol>`,
      `<p>تعلّم الإنجليزية يفتح الأبواب لوظائف أفضل ويسهّل الحياة اليومية. وتقدّم ديربورن دروساً مجانية للكبار في جميع المستويات.</p>
<h2>أين تدرس</h2>
<ul><li>مراكز تعليم الكبار التابعة للمنطقة التعليمية</li><li>حلقات المحادثة في المكتبة العامة</li><li>منظمات مجتمعية تقدّم دروساً مع رعاية للأطفال</li></ul>
<h2>اختيار المستوى</h2>
<p>ستخضع لاختبار قصير لتحديد مستواك. يتعلم المبتدئون كلمات الحياة اليومية للتسوّق وزيارة الطبيب والمدرسة، ويستعد المتقدمون للعمل ولمقابلة الحصول على الجنسية.</p>
<h2>كيف ترسّخ ما تتعلمه</h2>
<ol><li>تدرّب عشر دقائق كل يوم بدلاً من ساعتين مرة في الأسبوع.</li><li>شاهد الأخبار بالإنجليزية مع الترجمة.</li><li>ابحث عن شريك محادثة من جالية أخرى.</li></ol>`,
    ],
  },
  {
    slug: 'michigan-drivers-license',
    date: '2026-09-18T15:00:00Z',
    image: '/demo/blog/drivers-license.svg',
    author: ['Ali Mansour', 'علي منصور'],
    title: ["Getting Your Michigan Driver's License", 'الحصول على رخصة القيادة في ميشيغان'],
    excerpt: [
      'The knowledge test is available in Arabic. Here is the order of steps, the documents the Secretary of State office asks for, and road-test tips.',
      'اختبار المعلومات النظري متاح باللغة العربية. إليك ترتيب الخطوات والوثائق التي يطلبها مكتب وزير الولاية ونصائح لاختبار القيادة العملي.',
    ],
    body: [
      `<p>A driver's license is often the first thing newcomers need to get to work. In Michigan the process runs through the Secretary of State (SOS) office.</p>
<h2>Steps</h2>
<ol><li>Book an appointment at an SOS office online.</li><li>Pass the vision test and the written knowledge test (available in Arabic).</li><li>Practise with a temporary instruction permit.</li><li>Pass the road test at an approved testing company.</li></ol>
<h2>Documents</h2>
<ul><li>Proof of legal presence, such as a passport with visa or a green card</li><li>Your Social Security number</li><li>Two proofs of Michigan residency, such as a lease and a bank statement</li></ul>
<p>If you hold a license from another country, ask whether you can skip some steps; the rules depend on the country.</p>`,
      `<p>كثيراً ما تكون رخصة القيادة أول ما يحتاجه القادمون الجدد للوصول إلى أعمالهم. وفي ميشيغان تتم الإجراءات عبر مكتب وزير الولاية (SOS).</p>
<h2>الخطوات</h2>
<ol><li>احجز موعداً في أحد مكاتب SOS عبر الإنترنت.</li><li>اجتز فحص النظر واختبار المعلومات النظري (متاح بالعربية).</li><li>تدرّب بتصريح تعلّم مؤقت.</li><li>اجتز اختبار القيادة العملي لدى شركة اختبار معتمدة.</li></ol>
<h2>الوثائق</h2>
<ul><li>إثبات الإقامة القانونية مثل جواز السفر مع التأشيرة أو البطاقة الخضراء</li><li>رقم الضمان الاجتماعي</li><li>إثباتان للسكن في ميشيغان مثل عقد الإيجار وكشف حساب مصرفي</li></ul>
<p>إن كانت لديك رخصة من بلد آخر فاسأل إن كان بإمكانك تجاوز بعض الخطوات، فالقواعد تختلف حسب البلد.</p>`,
    ],
  },
  {
    slug: 'first-michigan-winter',
    date: '2026-10-27T15:00:00Z',
    image: '/demo/blog/winter-ready.svg',
    author: ['Sami Darwish', 'سامي درويش'],
    title: ['Getting Ready for Your First Michigan Winter', 'الاستعداد لأول شتاء لك في ميشيغان'],
    excerpt: [
      'Warm layers, winter tyres, heating bills and snow rules: what families from warmer countries wish they had known before December.',
      'ملابس دافئة وإطارات شتوية وفواتير تدفئة وقواعد إزالة الثلوج: ما تمنّت العائلات القادمة من البلاد الدافئة لو عرفته قبل ديسمبر.',
    ],
    body: [
      `<p>Michigan winters are long and can drop well below freezing. With a little preparation they are also beautiful.</p>
<h2>Clothing</h2>
<ul><li>Dress in layers: a thermal shirt, a sweater and a windproof coat.</li><li>Waterproof boots matter more than an expensive coat.</li><li>Community coat drives give free winter clothes in November.</li></ul>
<h2>At home</h2>
<p>Ask your utility company about budget billing so heating costs are spread across the year. Never heat your home with a gas oven.</p>
<h2>On the road</h2>
<ol><li>Keep a scraper, a blanket and water in the car.</li><li>Drive slowly and leave extra distance on icy roads.</li><li>Clear the snow from your sidewalk within 24 hours, as the city requires.</li></ol>`,
      `<p>الشتاء في ميشيغان طويل، وقد تنخفض الحرارة كثيراً دون درجة التجمّد. لكنه جميل أيضاً إذا استعددت له قليلاً.</p>
<h2>الملابس</h2>
<ul><li>البس طبقات: قميصاً حرارياً وكنزة ومعطفاً يقي من الرياح.</li><li>الأحذية المقاومة للماء أهم من معطف باهظ الثمن.</li><li>تُوزّع حملات الجالية ملابس شتوية مجاناً في نوفمبر.</li></ul>
<h2>في المنزل</h2>
<p>اسأل شركة الخدمات عن نظام الدفع المتوازن لتتوزع تكاليف التدفئة على السنة كلها. ولا تستخدم فرن الغاز أبداً لتدفئة منزلك.</p>
<h2>على الطريق</h2>
<ol><li>احتفظ في السيارة بمكشطة للجليد وبطانية وماء.</li><li>قُد ببطء واترك مسافة إضافية على الطرق الجليدية.</li><li>أزِل الثلج عن الرصيف أمام منزلك خلال 24 ساعة كما تشترط البلدية.</li></ol>`,
    ],
  },
  {
    slug: 'finding-a-doctor-and-health-insurance',
    date: '2026-10-05T14:00:00Z',
    image: '/demo/blog/health-clinic.svg',
    author: ['Dr. Huda Shami', 'د. هدى شامي'],
    title: ['Finding a Doctor and Health Insurance', 'العثور على طبيب وتأمين صحي'],
    excerpt: [
      'Medicaid, marketplace plans and community clinics with Arabic-speaking staff: how to get care for your family without surprise bills.',
      'برنامج Medicaid وخطط سوق التأمين والعيادات المجتمعية التي يعمل فيها موظفون يتحدثون العربية: كيف تحصل على الرعاية لعائلتك دون فواتير مفاجئة.',
    ],
    body: [
      `<p>Health care in the United States is expensive without insurance, but most families in our community can get covered.</p>
<h2>Insurance options</h2>
<ul><li>Medicaid (Healthy Michigan Plan) for low-income adults and children</li><li>Marketplace plans with tax credits during open enrollment</li><li>Employer plans: ask your employer in your first week</li></ul>
<h2>Community clinics</h2>
<p>Federally qualified health centers in Dearborn charge on a sliding scale and many have Arabic-speaking doctors and nurses. The hospital emergency room is for emergencies only; urgent care clinics cost far less for minor problems.</p>
<h2>Your rights</h2>
<ol><li>You can ask for a free interpreter at any hospital.</li><li>You can ask for an estimate before a planned procedure.</li><li>You can ask for an itemised bill and question any charge.</li></ol>`,
      `<p>الرعاية الصحية في الولايات المتحدة مكلفة من دون تأمين، لكن معظم عائلات جاليتنا تستطيع الحصول على تغطية.</p>
<h2>خيارات التأمين</h2>
<ul><li>برنامج Medicaid (خطة ميشيغان الصحية) للبالغين والأطفال من ذوي الدخل المحدود</li><li>خطط سوق التأمين مع إعفاءات ضريبية خلال فترة التسجيل المفتوح</li><li>خطط أصحاب العمل: اسأل جهة عملك في أسبوعك الأول</li></ul>
<h2>العيادات المجتمعية</h2>
<p>تتقاضى المراكز الصحية المؤهلة فيدرالياً في ديربورن أجوراً حسب الدخل، وفي كثير منها أطباء وممرضون يتحدثون العربية. أما قسم الطوارئ في المستشفى فهو للحالات الطارئة فقط، وعيادات الرعاية العاجلة أقل تكلفة بكثير للمشكلات البسيطة.</p>
<h2>حقوقك</h2>
<ol><li>يحق لك طلب مترجم مجاناً في أي مستشفى.</li><li>يحق لك طلب تقدير للتكلفة قبل أي إجراء مخطط له.</li><li>يحق لك طلب فاتورة مفصّلة والاستفسار عن أي بند فيها.</li></ol>`,
    ],
  },
  {
    slug: 'eid-al-fitr-in-dearborn',
    date: '2026-03-18T12:00:00Z',
    image: '/demo/blog/eid-celebration.svg',
    author: ['Jaliya Team', 'فريق جالية'],
    title: ['Eid al-Fitr Prayers and Celebrations in Dearborn', 'صلاة عيد الفطر واحتفالاته في ديربورن'],
    excerpt: [
      'Prayer times at the main mosques, the Eid festival for children, and how schools and employers handle the holiday.',
      'مواعيد الصلاة في المساجد الكبرى، ومهرجان العيد للأطفال، وكيف تتعامل المدارس وأصحاب العمل مع يوم العيد.',
    ],
    body: [
      `<p>Eid al-Fitr is the happiest day of the year for many families in Dearborn. The city's mosques hold several prayers so everyone can attend.</p>
<h2>Prayers</h2>
<ul><li>Most mosques hold two or three prayers between 7 and 10 am.</li><li>Large outdoor prayers take place in city parks when the weather allows.</li></ul>
<h2>Celebrations</h2>
<p>Children's festivals with rides, face painting and sweets run for three days. Bakeries take orders for maamoul a week in advance.</p>
<h2>School and work</h2>
<ol><li>Dearborn Public Schools close for Eid.</li><li>Employers must consider requests for religious leave; ask early.</li></ol>`,
      `<p>عيد الفطر هو أسعد أيام السنة لدى كثير من عائلات ديربورن. وتقيم مساجد المدينة أكثر من صلاة ليتمكن الجميع من الحضور.</p>
<h2>الصلاة</h2>
<ul><li>تقيم معظم المساجد صلاتين أو ثلاثاً بين السابعة والعاشرة صباحاً.</li><li>تُقام صلوات كبيرة في الهواء الطلق في حدائق المدينة إذا سمح الطقس.</li></ul>
<h2>الاحتفالات</h2>
<p>تستمر مهرجانات الأطفال بألعابها والرسم على الوجوه والحلويات ثلاثة أيام. وتستقبل المخابز طلبات المعمول قبل أسبوع.</p>
<h2>المدرسة والعمل</h2>
<ol><li>تُغلق مدارس ديربورن العامة أبوابها في العيد.</li><li>على أصحاب العمل النظر في طلبات الإجازة الدينية، فاطلبها مبكراً.</li></ol>`,
    ],
  },
];

interface GuideSeed {
  section: GuideSection;
  slug: string;
  title: [string, string];
  body: [string, string];
}

const guides: GuideSeed[] = [
  // How to use
  {
    section: 'how_to_use',
    slug: 'create-an-account',
    title: ['Create your account', 'أنشئ حسابك'],
    body: [
      '<p>Choose <strong>Login</strong> at the top of any page, then <strong>Register</strong>. Enter your name, e-mail and a password of at least 8 characters. We send a code to your e-mail to confirm it.</p><p>With an account you can save posts, publish listings and add your business.</p>',
      '<p>اختر <strong>تسجيل الدخول</strong> أعلى أي صفحة ثم <strong>إنشاء حساب</strong>. أدخل اسمك وبريدك الإلكتروني وكلمة مرور لا تقل عن 8 أحرف، وسنرسل رمزاً إلى بريدك لتأكيده.</p><p>يتيح لك الحساب حفظ المنشورات ونشر الإعلانات وإضافة نشاطك التجاري.</p>',
    ],
  },
  {
    section: 'how_to_use',
    slug: 'search-the-site',
    title: ['Search the site', 'ابحث في الموقع'],
    body: [
      '<p>Type a word in the search box in the header and press Enter. You can search in English or Arabic; spelling variations such as أ and ا, or ة and ه, find the same results.</p><p>Use the filters on the results page to see only blog posts or only guides.</p>',
      '<p>اكتب كلمة في مربع البحث أعلى الصفحة ثم اضغط Enter. يمكنك البحث بالعربية أو الإنجليزية، وستجد النتائج نفسها مهما اختلف الإملاء بين أ وا أو بين ة وه.</p><p>استخدم عوامل التصفية في صفحة النتائج لعرض المقالات فقط أو الأدلة فقط.</p>',
    ],
  },
  {
    section: 'how_to_use',
    slug: 'post-a-listing',
    title: ['Post a job, a home or a product', 'انشر وظيفة أو مسكناً أو منتجاً'],
    body: [
      '<p>After logging in, open the section you need (Jobs, Rent or Marketplace) and choose <strong>Post</strong>. Fill in the form, add photos and send it.</p><ul><li>New posts show <em>Waiting for approval</em> until our team reviews them.</li><li>Once approved they show <em>Published</em> and everyone can see them.</li></ul>',
      '<p>بعد تسجيل الدخول افتح القسم الذي تحتاجه (الوظائف أو الإيجار أو السوق) واختر <strong>نشر</strong>. املأ النموذج وأضف الصور ثم أرسله.</p><ul><li>تظهر المنشورات الجديدة بحالة <em>بانتظار الموافقة</em> حتى يراجعها فريقنا.</li><li>بعد الموافقة تظهر بحالة <em>منشور</em> ويراها الجميع.</li></ul>',
    ],
  },
  {
    section: 'how_to_use',
    slug: 'switch-language',
    title: ['Switch between Arabic and English', 'التبديل بين العربية والإنجليزية'],
    body: [
      '<p>Use the <strong>AR / EN</strong> button in the header. The page reloads in the other language and the site remembers your choice on this device.</p>',
      '<p>استخدم زر <strong>AR / EN</strong> في أعلى الصفحة. ستُعاد تحميل الصفحة باللغة الأخرى وسيتذكر الموقع اختيارك على هذا الجهاز.</p>',
    ],
  },
  // FAQ
  {
    section: 'faq',
    slug: 'is-jaliya-free',
    title: ['Is Jaliya free to use?', 'هل استخدام جالية مجاني؟'],
    body: [
      '<p>Yes. Browsing, creating an account, saving posts and publishing listings are all free for members of the community.</p>',
      '<p>نعم. التصفح وإنشاء الحساب وحفظ المنشورات ونشر الإعلانات كلها مجانية لأبناء الجالية.</p>',
    ],
  },
  {
    section: 'faq',
    slug: 'why-is-my-post-waiting',
    title: ['Why is my post waiting for approval?', 'لماذا ما زال منشوري بانتظار الموافقة؟'],
    body: [
      '<p>Every new post is checked by a moderator to keep the site safe from scams and spam. Most posts are reviewed within one working day.</p>',
      '<p>يراجع مشرفٌ كل منشور جديد لحماية الموقع من الاحتيال والرسائل المزعجة. وتُراجَع معظم المنشورات خلال يوم عمل واحد.</p>',
    ],
  },
  {
    section: 'faq',
    slug: 'forgot-password',
    title: ['I forgot my password. What do I do?', 'نسيت كلمة المرور. ماذا أفعل؟'],
    body: [
      '<p>On the login page choose <strong>Forgot password</strong>, enter your e-mail and we will send you a one-time code. The code expires after 10 minutes.</p>',
      '<p>في صفحة تسجيل الدخول اختر <strong>نسيت كلمة المرور</strong>، وأدخل بريدك الإلكتروني وسنرسل إليك رمزاً لمرة واحدة تنتهي صلاحيته بعد 10 دقائق.</p>',
    ],
  },
  {
    section: 'faq',
    slug: 'report-a-scam',
    title: ['How do I report a suspicious post?', 'كيف أبلّغ عن منشور مريب؟'],
    body: [
      '<p>Write to us through the Contact page with a link to the post. Never send money or documents to someone you have not met.</p>',
      '<p>راسلنا عبر صفحة التواصل مع رابط المنشور. ولا ترسل أبداً مالاً أو وثائق إلى شخص لم تقابله.</p>',
    ],
  },
  // General tips
  {
    section: 'general_tips',
    slug: 'write-a-good-listing',
    title: ['Write a listing that gets answers', 'اكتب إعلاناً يجذب الردود'],
    body: [
      '<ul><li>Use a clear title: what, where and how much.</li><li>Add at least three bright photos taken in daylight.</li><li>Give a phone number or e-mail you check often.</li></ul>',
      '<ul><li>اكتب عنواناً واضحاً: ماذا وأين وبكم.</li><li>أضف ثلاث صور واضحة على الأقل ملتقطة في ضوء النهار.</li><li>ضع رقم هاتف أو بريداً إلكترونياً تتابعه باستمرار.</li></ul>',
    ],
  },
  {
    section: 'general_tips',
    slug: 'meet-safely',
    title: ['Meet buyers and sellers safely', 'قابل البائعين والمشترين بأمان'],
    body: [
      '<p>Meet in a public place during the day, such as a police station parking lot, and bring a friend. Check an item before you pay for it.</p>',
      '<p>التقِ في مكان عام خلال النهار، مثل موقف السيارات أمام مركز الشرطة، واصطحب صديقاً. وافحص الغرض قبل أن تدفع ثمنه.</p>',
    ],
  },
  {
    section: 'general_tips',
    slug: 'protect-your-privacy',
    title: ['Protect your privacy', 'احمِ خصوصيتك'],
    body: [
      '<p>Choose <em>Post anonymously</em> if you do not want your name shown. Do not put your home address in a public post.</p>',
      '<p>اختر <em>النشر دون اسم</em> إن كنت لا تريد إظهار اسمك، ولا تكتب عنوان منزلك في منشور عام.</p>',
    ],
  },
  // Tour of the website
  {
    section: 'tour',
    slug: 'tour-home-page',
    title: ['The home page', 'الصفحة الرئيسية'],
    body: [
      '<p>The home page shows community news, featured businesses and quick links to every section. The header menu is on every page.</p>',
      '<p>تعرض الصفحة الرئيسية أخبار الجالية والأنشطة التجارية المميزة وروابط سريعة إلى جميع الأقسام. وتظهر القائمة العلوية في كل صفحة.</p>',
    ],
  },
  {
    section: 'tour',
    slug: 'tour-directory',
    title: ['Shops and service providers', 'المتاجر ومقدّمو الخدمات'],
    body: [
      '<p>Under <strong>Our Services</strong> you find shops and service providers by category: restaurants, doctors, lawyers, mechanics and more, with hours and a map.</p>',
      '<p>تجد تحت <strong>خدماتنا</strong> المتاجر ومقدّمي الخدمات مصنّفين حسب الفئة: مطاعم وأطباء ومحامون وميكانيكيون وغيرهم، مع مواعيد العمل وخريطة الموقع.</p>',
    ],
  },
  {
    section: 'tour',
    slug: 'tour-blog',
    title: ['The blog', 'المدونة'],
    body: [
      '<p>The blog publishes practical guides for newcomers and news of community events. Logged-in members can save posts to read later.</p>',
      '<p>تنشر المدونة أدلة عملية للقادمين الجدد وأخبار فعاليات الجالية. ويمكن للأعضاء المسجلين حفظ المقالات لقراءتها لاحقاً.</p>',
    ],
  },
  {
    section: 'tour',
    slug: 'tour-your-profile',
    title: ['Your profile and saved items', 'ملفك الشخصي والعناصر المحفوظة'],
    body: [
      '<p>Your profile holds your details, your posts and everything you saved: shops, homes, jobs, products and blog posts.</p>',
      '<p>يضم ملفك الشخصي بياناتك ومنشوراتك وكل ما حفظته: المتاجر والمساكن والوظائف والمنتجات والمقالات.</p>',
    ],
  },
];

export const demoBlogPostCount = posts.length;

/** Inserts the demo blog posts and user guides for one city. */
export async function seedBlogAndGuides(db: Kysely<Database>, cityId: number) {
  await db
    .insertInto('blog_posts')
    .values(
      posts.map((p) => ({
        city_id: cityId,
        slug: p.slug,
        title_en: p.title[0],
        title_ar: p.title[1],
        excerpt_en: p.excerpt[0],
        excerpt_ar: p.excerpt[1],
        body_en: p.body[0],
        body_ar: p.body[1],
        image: p.image,
        author_en: p.author[0],
        author_ar: p.author[1],
        published_at: p.date,
      })),
    )
    .execute();
  const positions = new Map<GuideSection, number>();
  await db
    .insertInto('user_guides')
    .values(
      guides.map((g) => {
        const position = (positions.get(g.section) ?? 0) + 1;
        positions.set(g.section, position);
        return {
          city_id: cityId,
          section: g.section,
          slug: g.slug,
          title_en: g.title[0],
          title_ar: g.title[1],
          body_en: g.body[0],
          body_ar: g.body[1],
          position,
        };
      }),
    )
    .execute();
}
