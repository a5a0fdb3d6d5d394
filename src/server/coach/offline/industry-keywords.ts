import type { Industry } from '@shared/domain';

/**
 * Keywords per industry, with weights: 3 for words that almost always mean the industry
 * ('bakery', 'patient'), 2 for strong hints, 1 for weak ones shared with other industries.
 * 'word' matches the whole word, 'stem*' any word starting with it (at least 3 letters), and
 * 'two words' neighbouring words ('two words*' also their plural). Matching ignores case and
 * punctuation, so 'e-commerce' is written 'e commerce'.
 */
export const INDUSTRY_KEYWORDS: Record<Exclude<Industry, 'Other/Custom'>, string> = {
  'Technology/Software':
    'saas:3 software:2 app:1 apps:1 platform:1 api:3 apis:3 cloud:2 developer*:2 devops:3 crm:2 ' +
    'erp:2 dashboard*:1 automat*:1 machine learning:2 ai:1 analytics:1 plugin*:2 integration*:1 ' +
    'web app:2 mobile app:2 phone app:2 open source:2 cybersecurity:3 chatbot*:2 b2b:1 ' +
    'no code:1 workflow*:1 algorithm*:1 data platform:2 browser:1 extension:1 phishing:3 ' +
    'cyber*:3 ciso:3 infosec:3 it security:3 lgpd:2 gdpr:2',
  'Healthcare/Medical':
    'patient*:3 clinic:3 clinics:3 clinical:3 clinician*:3 hospital:3 hospitals:3 medical:3 health:2 ' +
    'healthcare:3 doctor*:3 nurse*:3 nursing:3 physician*:3 therap*:2 diagnos*:2 pharma*:3 ' +
    'dental:3 dentist*:3 telemedicine:3 telehealth:3 mental health:3 caregiver*:2 gp:2 ' +
    'wellness:1 physiotherap*:3 medication*:3 ehr:3 hipaa:3 care home:3 surgery:2 midwi*:3 ' +
    'vet:3 vets:3 veterinar*:3 symptom*:2 appointment*:1 carers:2 elderly:1 diabet*:3 ' +
    'prescription*:3 recovery:1 injur*:2 physio:3 chronic:2 blood:2 pharmac*:3 illness*:3 sick:2 ' +
    'sleep:2 wellbeing:2 well being:2 insomnia:3 stress:1 burnout:2',
  'Finance/Fintech':
    'fintech:3 bank:3 banks:3 banking:3 payment*:2 loan*:3 lending:3 lender*:3 credit card:3 ' +
    'credit:1 insurance:2 insurtech:3 invoice*:1 accounting software:2 wallet*:2 ' +
    'remittance*:3 mortgage*:1 savings:2 kyc:3 credit score:3 crypto*:3 blockchain:2 ' +
    'microfinance:3 mobile money:3 payroll:2 financ*:1 pension*:3 borrow*:3 ' +
    'pay later:3 repay*:3 invest*:2 budgeting:2 debt*:3 cheque*:3 savings group*:3 spending:1 ' +
    'money transfer:3 interest rate*:2 cash flow:1',
  'Education/EdTech':
    'edtech:3 student*:3 teacher*:3 school*:3 classroom*:3 learning:2 learner*:3 course*:2 ' +
    'tutor*:3 education*:3 curriculum:3 universit*:2 exam*:2 lesson*:2 training:1 homework:3 ' +
    'pupil*:3 literacy:3 bootcamp*:2 academy:2 e learning:3 online course*:3 upskill*:2 ' +
    'revision:2 maths:2 math:2 reading skills:3 grades:2 grade:1 kids learn*:3 study:2 ' +
    'studying:2 syllabus:3 graduates:1 college*:2 tuition:3 teach*:2 classes:2 class:1 ' +
    'algebra:3 geometry:3 fractions:2 secondar*:2 term:1 practice sets:3 year olds:1 fall behind:2 reading:1',
  'E-commerce/Retail':
    'ecommerce:3 e commerce:3 commerce:2 shop:2 shops:2 store:1 stores:1 retail*:3 ' +
    'online store:3 online shop:3 shopify:3 amazon:2 marketplace:1 etsy:3 checkout:2 cart:2 ' +
    'direct to consumer:3 dtc:3 d2c:3 merchandise:2 apparel:3 fashion:2 clothing:3 ' +
    'cosmetics:2 skincare:2 boutique*:2 inventory:1 sku:2 skus:2 dropship*:3 shoppers:3 ' +
    'basket:1 returns:1 brand:1 stockist*:3 shoppers:3 buyers:1 purchases:1 products:1 ' +
    'gifts:2 gift:1 jewellery:3 jewelry:3 handbags:3 shoes:2 toys:2 sell online:2 online orders:2',
  Manufacturing:
    'manufactur*:3 factory:3 factories:3 production line:3 production:1 assembly:2 cnc:3 ' +
    'machining:3 injection moulding:3 injection molding:3 mould*:2 mold*:2 oem:3 oems:3 ' +
    'component*:1 fabricat*:3 tooling:3 industrial:2 contract manufacturer*:3 textile*:2 ' +
    'quality control:1 packaging:2 trays:1 moulding machine*:3 minimum order:2 welding:3 spare parts:2 3d printing:2 ' +
    'production run*:3 plant:1 machines:1 machine shop*:3 parts:1 batches:1 ' +
    'shop floor:3 factory floor:3 assembly line*:3 metalwork*:3 foundry:3 lathe*:3 components:2',
  'Real Estate/PropTech':
    'real estate:3 property:3 properties:2 landlord*:3 tenant*:3 rental*:2 rent:1 lettings:3 ' +
    'letting:2 mortgage*:2 proptech:3 realtor*:3 estate agent*:3 apartment*:2 housing:2 ' +
    'property management:3 leasing:2 short let*:3 airbnb:2 homebuyer*:3 house hunting:3 ' +
    'valuation*:1 flats:2 co living:3 home buyers:3 listings:2 flat:1 viewings:3 lease*:2 ' +
    'homes for rent:3 house:1 houses:1 homeowners:1 estate:1 buildings:1 deposit schemes:3 ' +
    'place to live:3 room:1 rooms:1 deposits:2 move in:2 relocat*:2 housemate*:3 flatmate*:3 viewing:2',
  'Food & Beverage':
    'food:3 foods:3 bakery:3 bakeries:3 baker*:3 bread:3 restaurant*:3 cafe:3 cafes:3 café:3 ' +
    'cafés:3 coffee:3 beverage*:3 drink*:2 meal*:2 recipe*:3 kitchen*:2 catering:3 chef*:3 ' +
    'snack*:3 food truck*:3 brewery:3 beer:3 wine:2 sourdough:3 pastry:3 pastries:3 menu:2 ' +
    'grocer*:2 vegan:2 dining:2 hospitality:2 juice*:2 street food:3 burger*:3 taco*:3 ' +
    'pizza*:3 cuisine:3 takeaway*:2 croissant*:3 loaves:3 bar:1 bars:2 pub:2 pubs:3 ' +
    'bartender*:3 cocktail*:3 waiter*:3 waitstaff:3 waiting staff:3 tips:1 gratuit*:3 ' +
    'diner*:2 ingredient*:2 lunch*:2 dinner*:2 breakfast*:2 brew*:2 roast*:1 chocolate*:2 ' +
    'cheese*:2 sauce*:2 hot sauce:3 baked:2 cook*:2 eat:1 eating:1 dishes:2 tasting:2',
  'Transportation/Logistics':
    'logistic*:3 freight:3 shipping:2 shipment*:3 deliveries:1 courier*:3 fleet*:3 truck:2 ' +
    'trucks:2 trucking:3 haulage:3 hauliers:3 last mile:3 warehous*:2 dispatch*:2 route*:1 ' +
    'parcel*:3 cargo:3 carrier*:2 drivers:1 transport*:3 mobility:2 ride hailing:3 ' +
    'lorr*:3 containers:2 depot*:2 pickup*:1 pick up:1 drop off:1 routes:2 dispatchers:3 ' +
    'boxes:2 overnight:1 motorbike*:2 collect:1 collection:1 post office:3 postage:3 ' +
    'supply chain:2 3pl:3 cold chain:3 vans:1 van:1 shippers:3 pallet*:3 tanker*:3 water delivery:3 trips:1',
  'Energy/Utilities':
    'solar:3 energy:3 renewable*:3 electricity:3 utilit*:2 grid:2 battery:2 batteries:2 ' +
    'photovoltaic:3 pv:2 heat pump*:3 wind turbine*:3 turbine*:2 kwh:3 kw:2 mwh:3 inverter*:3 ' +
    'off grid:3 mini grid*:3 power purchase:3 charging:2 emissions:1 carbon:1 net zero:2 ' +
    'insulation:2 retrofit*:2 feed in:2 energy bills:3 power:1 panels:2 load shedding:3 ' +
    'rooftop*:2 sunlight:2 electric bills:3 electric bill:3 boiler*:2 heating:1 ' +
    'meter*:2 kilowatt*:3 lighting:1 lamps:1 fuel:1 ' +
    'generator*:2 diesel:2 backup power:3 power cut*:3 outage*:2',
  'Media/Entertainment':
    'media:2 podcast*:3 video*:2 film*:3 music:3 musician*:3 streaming:2 content:1 creator*:2 ' +
    'audience*:2 game:2 games:2 gaming:3 publish*:2 magazine*:3 newsletter*:2 youtube:3 ' +
    'tiktok:2 entertainment:3 journalis*:3 news:2 studio*:2 influencer*:1 artist*:2 ' +
    'concert*:3 comedy:3 theatre:3 theater:3 documentar*:3 animation:3 episode*:3 ' +
    'subscribers:2 viewers:3 listeners:3 episodes:3 shows:1 storytell*:2 fans:2 ' +
    'broadcast*:3 radio:3 audiobook*:3 filmmak*:3 screen*:1 watch:1 records:1 songs:3 ' +
    // Events people buy an entry or a ticket to (read 46: a trail-race series read as food).
    'races:2 marathon*:3 runners:2 festival*:2 ticketed:2 spectators:3 sold out:1 ' +
    // Books made for authors and readers (read 48: an illustrator read as a school supplier).
    'illustrat*:3 picture book*:3 kidlit:3 self-publish*:3 authors:2 book cover*:2',
  'Consulting/Professional Services':
    'consult*:3 advisory:3 adviser*:2 advisor*:2 professional services:3 agency:1 agencies:1 ' +
    'freelanc*:2 coaching:1 legal:2 lawyer*:3 law firm*:3 accountant*:2 audit*:2 retainer*:3 ' +
    'engagement*:1 clients:1 client:1 workshop*:1 change management:3 strategy:1 ' +
    'recruitment:2 recruiting:2 management consulting:3 billable:3 statement of work:3 ' +
    'day rate*:3 fractional:2 outsourc*:1 advise:2 advising:2 expertise:1 hourly rate*:2 ' +
    'proposals:1 interim:2 bookkeepers:2 bookkeeping:3 accounting:2 tax returns:3 tax return:3 ' +
    'tax preparation:3 tax prep:3 tax practice:3 tax filing:2 tax:1 cpa:2',
  'Agriculture/AgTech':
    'farm:3 farms:3 farmer*:3 farming:3 farmland:3 agri*:3 agtech:3 crop*:3 harvest*:3 soil:3 ' +
    'livestock:3 cattle:3 dairy:2 irrigation:3 seed:1 seeds:2 fertili*:3 greenhouse*:3 ' +
    'hectare*:3 acre*:2 orchard*:3 poultry:3 agronom*:3 smallholder*:3 cooperative*:1 ' +
    'tractor*:3 pest*:2 grain*:2 aquaculture:3 planting:3 growers:2 maize:3 goats:3 ' +
    'yields:3 yield:2 plots:1 rainfall:3 vegetables:1 beekeep*:3 hives:3 herd*:3 ' +
    'fields:1 rural:1 season*:1 paddy:3 cocoa:3 cassava:3 tomatoes:1 growing season:3',
  Construction:
    'construction:3 contractor*:2 subcontractor*:3 builder*:2 building site*:3 renovation*:3 ' +
    'architect*:2 concrete:3 scaffold*:3 bricklay*:3 plumb*:2 electrician*:2 ' +
    'general contractor*:3 carpent*:2 roofing:3 site manager*:3 tender*:2 bim:3 ' +
    'building materials:3 cement:3 timber:2 excavat*:3 civil engineering:3 remodel*:3 ' +
    'home improvement:2 construction sites:3 on site:1 snagging:3 building:1 ' +
    'tradespeople:3 tradesmen:3 trades:2 joiner*:3 plasterer*:3 extensions:2 loft*:2 ' +
    'builds:2 housebuild*:3 bricks:3 formwork:3 cranes:2 groundwork*:3 site visits:2',
  Telecommunications:
    'telecom*:3 telco:3 telcos:3 broadband:3 fibre optic*:3 fiber optic*:3 fibre:2 fiber:2 5g:3 4g:2 mobile network*:3 ' +
    'network:1 isp:3 isps:3 internet service:3 connectivity:3 spectrum:2 sim:2 sim cards:3 ' +
    'roaming:3 voip:3 wifi:2 wi fi:2 bandwidth:2 towers:1 data plan*:3 mvno:3 satellite:2 ' +
    'fixed wireless:3 arpu:3 internet access:3 mobile data:3 signal:2 coverage:1 ' +
    'phone plans:3 phone plan:3 airtime:3 calls and data:3 routers:3 router:3 hotspot*:3 ' +
    'get online:3 go online:3 connection:2 radios:2 mesh:2 dish:2 antenna*:3 internet:2',
};
